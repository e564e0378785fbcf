import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, useRef, useState } from 'react';
import { ApiError, errorBannerMessage } from '@/api/errors';
import {
  createForumReply,
  forumKeys,
  forumTopicQueryOptions,
  likeForumReply,
  likeForumTopic,
} from '@/api/forums';
import type { ForumReply, ForumTopic } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useSubmission } from '@/api/useSubmission';
import { ItemNotFound } from '@/features/layout';
import { countOf, formatCount } from '@/lib/format';
import { discussionJsonLd } from '@/seo/contentJsonLd';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { Badge } from '@/ui/Badge';
import { Button, buttonClass } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Markdown } from '@/ui/Markdown';
import { Spinner } from '@/ui/Spinner';
import { TextArea } from '@/ui/TextArea';
import * as styles from './Forums.css';
import { useReplyDraft } from './useReplyDraft';
import { DateText } from '@/ui/DateText';
import { OnceOpened } from '@/ui/OnceOpened';
import { BackLink } from '@/ui/BackLink';
import { Icon } from '@/ui/Icon';

// Loads when first opened: the topic's first paint needs neither it nor the form library.
const ReportDialog = lazy(() =>
  import('@/features/safety').then((module) => ({ default: module.ReportDialog })),
);

const MAX_REPLY = 5000;

type Reported = { target: 'topic' | 'reply'; id: number; author: string };

type Actions = {
  onReply: (reply: ForumReply) => void;
  onQuote: (author: string, text: string) => void;
  onReport: (reported: Reported) => void;
  signedIn: boolean;
};

function LikeButton({
  likes,
  onLike,
  label,
}: {
  likes: number;
  onLike: () => Promise<number>;
  label: string;
}) {
  const [count, setCount] = useState(likes);
  const like = useMutation({ mutationFn: onLike, onSuccess: setCount });
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${label}, ${countOf(count, 'like')}`}
      disabled={like.isPending}
      onClick={() => like.mutate()}
    >
      <Icon name="heartFilled" /> {formatCount(count)}
    </Button>
  );
}

function Replies({
  replies,
  actions,
  top = false,
}: {
  replies: ForumReply[];
  actions: Actions;
  top?: boolean;
}) {
  if (replies.length === 0) return null;
  return (
    <ul className={top ? styles.topThread : styles.thread}>
      {replies.map((reply) => (
        <li key={reply.id}>
          <article className={styles.post} aria-label={`Reply by ${reply.author}`}>
            <p className={styles.row}>
              <strong>
                <bdi>{reply.author}</bdi>
              </strong>
              <span className={styles.muted}>{reply.authorLevel}</span>
              {reply.isAuthorReply ? <Badge tone="brand">Topic Author</Badge> : null}
              {reply.isHelpful ? <Badge tone="success">Helpful</Badge> : null}
              <span className={styles.muted}>
                <DateText value={reply.created} format="relative" />
              </span>
            </p>
            <Markdown source={reply.content} userContent />
            <p className={styles.row}>
              {actions.signedIn ? (
                <LikeButton
                  likes={reply.likes}
                  onLike={() => likeForumReply(reply.id)}
                  label={`Like the reply by ${reply.author}`}
                />
              ) : (
                <span className={styles.muted}>
                  <Icon name="heartFilled" /> {formatCount(reply.likes)}
                </span>
              )}
              <Button variant="ghost" size="sm" onClick={() => actions.onReply(reply)}>
                Reply
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => actions.onQuote(reply.author, reply.content)}
              >
                Quote
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Report the reply by ${reply.author}`}
                onClick={() =>
                  actions.onReport({ target: 'reply', id: reply.id, author: reply.author })
                }
              >
                Report
              </Button>
            </p>
          </article>
          <Replies replies={reply.replies} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

function ReplyForm({
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
  const here = useRouterState({ select: (state) => state.location.href });
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
      {preview && draft.trim() ? (
        <div className={styles.preview} aria-label="Preview">
          <Markdown source={draft} userContent />
        </div>
      ) : null}
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() => setPreview((value) => !value)}
          aria-pressed={preview}
        >
          Preview
        </Button>
        {user ? (
          <Button
            disabled={!draft.trim() || tooLong || post.isPending}
            onClick={() => post.mutate()}
          >
            {post.isPending ? 'Posting...' : 'Post Reply'}
          </Button>
        ) : (
          <Link
            to="/login"
            search={{ redirect: here }}
            className={buttonClass({ variant: 'primary' })}
          >
            Sign in to post your reply
          </Link>
        )}
      </div>
    </section>
  );
}

export function TopicNotFound() {
  return (
    <ItemNotFound
      title="Topic not found"
      message="This topic does not exist or was removed."
      listPath="/forums"
      listLabel="Back to the forums"
    />
  );
}

export function TopicPage({ id }: { id: number }) {
  const query = useQuery(forumTopicQueryOptions(id));
  const { user } = useCurrentUser();
  const [draft, setDraft] = useReplyDraft(id);
  const [parent, setParent] = useState<ForumReply | null>(null);
  const [reported, setReported] = useState<Reported | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  if (query.isPending) return <Spinner label="Loading topic..." />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <TopicNotFound />;
    return (
      <div className={styles.page}>
        <h1>Forum topic</h1>
        <ErrorState
          message="We could not load this topic. Please try again."
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const { data: topic, related } = query.data;
  const path = `/forums/topic/${topic.id}`;
  const focusReply = () => textareaRef.current?.focus();
  const actions: Actions = {
    signedIn: user !== null,
    onReport: setReported,
    onReply: (reply) => {
      setParent(reply);
      focusReply();
    },
    onQuote: (author, text) => {
      const quote = `**${author} wrote:**\n${text.split('\n').filter(Boolean).slice(0, 3).join('\n')}\n\n`;
      setDraft(`${draft}${draft && !draft.endsWith('\n') ? '\n\n' : ''}${quote}`);
      focusReply();
    },
  };

  return (
    <div className={styles.page}>
      <Seo
        title={topic.title}
        description={topic.excerpt}
        keywords={topic.tags}
        path={path}
        breadcrumbs={[
          { name: 'Home', url: '/' },
          { name: 'Forums', url: '/forums' },
          { name: topic.title, url: path },
        ]}
        structuredData={[discussionJsonLd(topic, path)]}
      />
      <BackLink to="/forums">Back to Forums</BackLink>
      <article className={styles.page} aria-labelledby="topic-title">
        <p className={styles.row}>
          {topic.pinned ? <Badge tone="accent">Pinned</Badge> : null}
          {topic.trending ? <Badge tone="danger">Trending</Badge> : null}
          <Badge tone="brand">{topic.category}</Badge>
        </p>
        <h1 id="topic-title" dir="auto">
          {topic.title}
        </h1>
        <p className={styles.meta}>
          {topic.location ? <span>{topic.location}</span> : null}
          <DateText value={topic.created} />
          <span>{countOf(topic.views, 'view')}</span>
          <span>{countOf(topic.replyCount, 'reply', 'replies')}</span>
        </p>
        <p className={styles.row}>
          {topic.tags.map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </p>
        <div className={styles.post}>
          <p className={styles.row}>
            <strong>
              <bdi>{topic.author}</bdi>
            </strong>
            <span className={styles.muted}>
              {topic.authorLevel} · {countOf(topic.authorPosts, 'post')}
            </span>
          </p>
          <Markdown source={topic.content} userContent />
          <p className={styles.row}>
            {user ? (
              <LikeButton
                likes={topic.likes}
                onLike={() => likeForumTopic(topic.id)}
                label="Like this topic"
              />
            ) : (
              <span className={styles.muted}>
                <Icon name="heartFilled" /> {formatCount(topic.likes)}
              </span>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setParent(null);
                focusReply();
              }}
            >
              Reply
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => actions.onQuote(topic.author, topic.content)}
            >
              Quote
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Report this topic"
              onClick={() => setReported({ target: 'topic', id: topic.id, author: topic.author })}
            >
              Report
            </Button>
          </p>
        </div>
      </article>
      <section aria-labelledby="replies" className={styles.page}>
        <h2 id="replies">Replies ({topic.replyCount})</h2>
        {topic.replies.length ? (
          <Replies replies={topic.replies} actions={actions} top />
        ) : (
          <p className={styles.muted}>No replies yet. Be the first.</p>
        )}
      </section>
      <ReplyForm
        topic={topic}
        draft={draft}
        setDraft={setDraft}
        parent={parent}
        onCancelParent={() => setParent(null)}
        textareaRef={textareaRef}
      />
      <OnceOpened open={reported !== null}>
        <ReportDialog
          key={reported ? `${reported.target}-${reported.id}` : 'closed'}
          target={reported?.target ?? 'topic'}
          targetId={reported?.id ?? topic.id}
          author={reported?.author ?? topic.author}
          open={reported !== null}
          onClose={() => setReported(null)}
        />
      </OnceOpened>
      {related.length ? (
        <section aria-labelledby="related-topics" className={styles.box}>
          <h2 id="related-topics">Related topics</h2>
          <ul>
            {related.map((other) => (
              <li key={other.id}>
                <Link to="/forums/topic/$id" params={{ id: other.id }}>
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
