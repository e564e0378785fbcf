import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { conversationsQueryOptions } from '@/api/dating';
import type { Conversation } from '@/api/generated';
import { countOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { pageStack } from '@/styles/utilities.css';
import { Badge } from '@/ui/Badge';
import { ButtonLink } from '@/ui/ButtonLink';
import { DateText } from '@/ui/DateText';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Dating.css';

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { profile, last_message: last, unread } = conversation;
  return (
    <li className={styles.conversation}>
      <img src={profile.photo} alt="" width={48} height={48} className={styles.avatar} />
      <div className={styles.conversationText}>
        <Link
          to="/dating/messages/$id"
          params={{ id: profile.id }}
          className={styles.conversationLink}
        >
          <bdi>{profile.name}</bdi>
          {unread > 0 ? (
            <span className={styles.unreadText}>, {countOf(unread, 'new message')}</span>
          ) : null}
        </Link>
        <p className={styles.lastMessage}>
          {last.from === 'me' ? 'You: ' : ''}
          <bdi>{last.text}</bdi>
        </p>
      </div>
      <div className={styles.conversationMeta}>
        <DateText value={last.sent_at} format="relative" />
        {unread > 0 ? (
          <Badge tone="brand" aria-hidden="true">
            {unread}
          </Badge>
        ) : null}
      </div>
    </li>
  );
}

const NO_CONVERSATIONS = (
  <EmptyState
    title="No messages yet"
    description="Say hello to someone whose profile you like: your conversations show here."
    action={<ButtonLink to="/dating">Browse members</ButtonLink>}
  />
);

/** /dating/messages (members): every conversation, latest first, new answers counted. */
export function InboxPage() {
  const inbox = useQuery(conversationsQueryOptions());

  return (
    <div className={pageStack}>
      <Seo title="Messages" path="/dating/messages" noindex />
      <div>
        <h1>Messages</h1>
        <p className={styles.small}>Your private conversations on Dating & Personals.</p>
      </div>
      <QueryResult
        query={inbox}
        what="your messages"
        empty={NO_CONVERSATIONS}
        isEmpty={({ data }) => data.length === 0}
      >
        {({ data, meta }) => (
          <>
            <p className={styles.small} role="status">
              {meta.unread > 0 ? countOf(meta.unread, 'unread message') : 'All caught up.'}
            </p>
            <ul className={styles.conversations} aria-label="Conversations">
              {data.map((conversation) => (
                <ConversationItem key={conversation.profile.id} conversation={conversation} />
              ))}
            </ul>
          </>
        )}
      </QueryResult>
    </div>
  );
}
