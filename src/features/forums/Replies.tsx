import type { ForumReply } from '@/api/generated';
import { Badge } from '@/ui/Badge';
import { DateText } from '@/ui/DateText';
import { Markdown } from '@/ui/Markdown';
import * as styles from './Forums.css';
import { PostActions, type PostHandlers } from './PostActions';

/** A topic's replies, each with the replies to it nested below. */
export function Replies({
  replies,
  handlers,
  top = false,
}: {
  replies: ForumReply[];
  handlers: PostHandlers;
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
            <PostActions target="reply" post={reply} handlers={handlers} />
          </article>
          <Replies replies={reply.replies} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}
