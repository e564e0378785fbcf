import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { likeForumReply, likeForumTopic } from '@/api/forums';
import type { ForumReply, ForumTopic } from '@/api/generated';
import { countOf, formatCount } from '@/lib/format';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import * as styles from './Forums.css';

/** A post a visitor chose to report: the topic itself or one reply. */
export type Reported = { target: 'topic' | 'reply'; id: number; author: string };

/** What the buttons under each post do, handed from the topic page down its thread. */
export type PostHandlers = {
  signedIn: boolean;
  /** Starts a reply to `reply`, or to the topic itself (null). */
  onReply: (reply: ForumReply | null) => void;
  onQuote: (author: string, text: string) => void;
  onReport: (reported: Reported) => void;
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

type PostActionsProps = { handlers: PostHandlers } & (
  { target: 'topic'; post: ForumTopic } | { target: 'reply'; post: ForumReply }
);

/** The row under a forum post, the topic's or a reply's: like (a visitor sees the likes), reply, quote, report. */
export function PostActions({ handlers, ...props }: PostActionsProps) {
  const { target, post } = props;
  const topic = target === 'topic';
  return (
    <p className={styles.row}>
      {handlers.signedIn ? (
        <LikeButton
          likes={post.likes}
          onLike={() => (topic ? likeForumTopic(post.id) : likeForumReply(post.id))}
          label={topic ? 'Like this topic' : `Like the reply by ${post.author}`}
        />
      ) : (
        <span className={styles.muted}>
          <Icon name="heartFilled" /> {formatCount(post.likes)}
        </span>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => handlers.onReply(props.target === 'reply' ? props.post : null)}
      >
        Reply
      </Button>
      <Button variant="ghost" size="sm" onClick={() => handlers.onQuote(post.author, post.content)}>
        Quote
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={topic ? 'Report this topic' : `Report the reply by ${post.author}`}
        onClick={() => handlers.onReport({ target, id: post.id, author: post.author })}
      >
        Report
      </Button>
    </p>
  );
}
