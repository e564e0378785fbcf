import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorBannerMessage } from '@/api/errors';
import { createForumReply, forumKeys } from '@/api/forums';
import type { ForumReply, ForumTopic } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useSubmission } from '@/api/useSubmission';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { SignInLink } from '@/ui/SignInLink';
import { TextArea } from '@/ui/TextArea';
import * as styles from './Forums.css';
import { MarkdownPreview, PreviewButton } from './MarkdownPreview';

const MAX_REPLY = 5000;

/** The reply box under a topic: a draft kept on this device, a preview, and posting it. */
export function ReplyForm({
  topic,
  draft,
  setDraft,
  parent,
  onCancelParent,
  textareaRef,
}: {
  topic: ForumTopic;
  draft: string;
  setDraft: (value: string) => void;
  parent: ForumReply | null;
  onCancelParent: () => void;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [preview, setPreview] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmission();
  const post = useMutation({
    mutationFn: () =>
      submit((key) =>
        createForumReply({ topicId: topic.id, content: draft.trim(), parentId: parent?.id }, key),
      ),
    onSuccess: async () => {
      setDraft('');
      setPreview(false);
      onCancelParent();
      await queryClient.invalidateQueries({ queryKey: forumKeys.topic(topic.id) });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError && failure.status === 401
          ? 'Please sign in again to post.'
          : errorBannerMessage(failure),
      ),
  });
  const tooLong = draft.length > MAX_REPLY;

  return (
    <section className={styles.box} aria-labelledby="leave-reply">
      <h2 id="leave-reply">Leave a Reply</h2>
      {parent ? (
        <p className={styles.row}>
          Replying to <bdi>{parent.author}</bdi>
          <Button variant="ghost" size="sm" onClick={onCancelParent}>
            Cancel
          </Button>
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextArea
        ref={textareaRef}
        label="Your reply (markdown supported)"
        hint={`${draft.length} / ${MAX_REPLY} characters. Your draft is kept on this device until you post it.`}
        error={tooLong ? `Keep your reply under ${MAX_REPLY} characters.` : undefined}
        value={draft}
        onChange={(event) => {
          setError(null);
          setDraft(event.target.value);
        }}
      />
      <MarkdownPreview shown={preview} source={draft} />
      <div className={styles.row}>
        <PreviewButton shown={preview} onToggle={() => setPreview((value) => !value)} />
        {user ? (
          <Button
            disabled={!draft.trim() || tooLong || post.isPending}
            onClick={() => post.mutate()}
          >
            {post.isPending ? 'Posting...' : 'Post Reply'}
          </Button>
        ) : (
          <SignInLink>Sign in to post your reply</SignInLink>
        )}
      </div>
    </section>
  );
}
