import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, useRef, useState } from 'react';
import { isNotFound } from '@/api/errors';
import { forumCategoriesQueryOptions, forumTopicQueryOptions } from '@/api/forums';
import type { ForumReply } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { ItemNotFound } from '@/features/layout';
import { countOf } from '@/lib/format';
import { discussionJsonLd } from '@/seo/contentJsonLd';
import { Seo } from '@/seo/Seo';
import { Badge } from '@/ui/Badge';
import { ErrorState } from '@/ui/ErrorState';
import { Markdown } from '@/ui/Markdown';
import { Spinner } from '@/ui/Spinner';
import * as styles from './Forums.css';
import { PostActions, type PostHandlers, type Reported } from './PostActions';
import { Replies } from './Replies';
import { ReplyForm } from './ReplyForm';
import { useReplyDraft } from './useReplyDraft';
import { DateText } from '@/ui/DateText';
import { OnceOpened } from '@/ui/OnceOpened';
import { BackLink } from '@/ui/BackLink';

// Loads when first opened: the topic's first paint needs neither it nor the form library.
const ReportDialog = lazy(() =>
  import('@/features/safety').then((module) => ({ default: module.ReportDialog })),
);

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

/** The topic's category by its name from the API (never its id). */
function CategoryBadge({ id }: { id: string }) {
  const category = useQuery(forumCategoriesQueryOptions()).data?.find((entry) => entry.id === id);
  return category ? <Badge tone="brand">{category.name}</Badge> : null;
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
    if (isNotFound(query.error)) return <TopicNotFound />;
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
  const handlers: PostHandlers = {
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
          <CategoryBadge id={topic.category} />
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
          <PostActions target="topic" post={topic} handlers={handlers} />
        </div>
      </article>
      <section aria-labelledby="replies" className={styles.page}>
        <h2 id="replies">Replies ({topic.replyCount})</h2>
        {topic.replies.length ? (
          <Replies replies={topic.replies} handlers={handlers} top />
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
