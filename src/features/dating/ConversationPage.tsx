import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { blockDatingProfile, conversationQueryOptions, datingKeys } from '@/api/dating';
import { errorBannerMessage } from '@/api/errors';
import type { ConversationProfile, ConversationsResponse, DatingMessage } from '@/api/generated';
import { Seo } from '@/seo/Seo';
import { pageStack } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { DateText } from '@/ui/DateText';
import { Dialog } from '@/ui/Dialog';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Dating.css';
import { ReportProfileDialog } from './ReportProfileDialog';
import { MessageForm } from './MessageForm';
import { useMessageForm } from './useMessageForm';
import { BackLink } from '@/ui/BackLink';

function MessageItem({ message, name }: { message: DatingMessage; name: string }) {
  const mine = message.from === 'me';
  return (
    <li className={mine ? styles.mine : styles.theirs}>
      <span className={styles.sender}>{mine ? 'You' : <bdi>{name}</bdi>}</span>
      <p className={styles.bubble}>
        <bdi>{message.text}</bdi>
      </p>
      <span className={styles.small}>
        <DateText value={message.sent_at} format="relative" />
      </span>
    </li>
  );
}

/** The reply box: what was typed stays after a failed send. */
function Composer({ profile }: { profile: ConversationProfile }) {
  const message = useMessageForm(profile.id, () => undefined);
  return (
    <MessageForm
      message={message}
      label={`Reply to ${profile.name}`}
      className={styles.composer}
      submitLabel="Send"
      rows={3}
    />
  );
}

function BlockDialog({
  profile,
  open,
  onClose,
}: {
  profile: ConversationProfile;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const block = useMutation({
    mutationFn: () => blockDatingProfile(profile.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: datingKeys.messages });
      onClose();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} title={`Block ${profile.name}?`}>
      <div className={styles.dialogForm}>
        {block.isError ? <Alert tone="error">{errorBannerMessage(block.error)}</Alert> : null}
        <p className={styles.small}>
          <bdi>{profile.name}</bdi> will not be able to write to you, and this conversation leaves
          your inbox. If someone made you feel unsafe, report them too.
        </p>
        <div className={styles.row}>
          <Button disabled={block.isPending} onClick={() => block.mutate()}>
            {block.isPending ? 'Blocking...' : 'Block'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** /dating/messages/{id} (members): the conversation with one profile, a reply box, block and report. */
export function ConversationPage({ id }: { id: number }) {
  const conversation = useQuery(conversationQueryOptions(id));
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const queryClient = useQueryClient();
  const readAt = conversation.dataUpdatedAt;

  // Reading marks the profile's messages read: when the inbox still counts some, it asks again.
  useEffect(() => {
    const inbox = queryClient.getQueryData<ConversationsResponse>(datingKeys.inbox);
    const counted = inbox?.data.some((item) => item.profile.id === id && item.unread > 0);
    if (readAt && counted) void queryClient.invalidateQueries({ queryKey: datingKeys.inbox });
  }, [queryClient, readAt, id]);

  function content({ profile, messages, blocked }: NonNullable<typeof conversation.data>) {
    return (
      <>
        <div className={styles.row}>
          <Link to="/dating/profile/$id" params={{ id: profile.id }}>
            View profile
          </Link>
          {blocked ? null : (
            <Button variant="ghost" size="sm" onClick={() => setDialog('block')}>
              Block
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setDialog('report')}>
            Report
          </Button>
        </div>
        {messages.length === 0 ? (
          <p className={styles.small}>No messages yet. Say hello!</p>
        ) : (
          <ol className={styles.messages} aria-label={`Messages with ${profile.name}`}>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} name={profile.name} />
            ))}
          </ol>
        )}
        {blocked ? (
          <Alert tone="info">
            You blocked <bdi>{profile.name}</bdi>, so neither of you can write here.
          </Alert>
        ) : (
          <Composer profile={profile} />
        )}
        <BlockDialog profile={profile} open={dialog === 'block'} onClose={() => setDialog(null)} />
        <ReportProfileDialog
          profile={profile}
          open={dialog === 'report'}
          onClose={() => setDialog(null)}
        />
      </>
    );
  }

  const name = conversation.data?.profile.name;
  return (
    <div className={pageStack}>
      <Seo
        title={name ? `Messages with ${name}` : 'Messages'}
        path={`/dating/messages/${id}`}
        noindex
      />
      <BackLink to="/dating/messages">All messages</BackLink>
      <h1>
        {name ? (
          <>
            Messages with <bdi>{name}</bdi>
          </>
        ) : (
          'Messages'
        )}
      </h1>
      <QueryResult
        query={conversation}
        loading="Loading the conversation..."
        error="We could not load this conversation. Please try again."
      >
        {content}
      </QueryResult>
    </div>
  );
}
