import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ForumCategory, ForumTopicListResponse, ForumTopicSummary } from '@/api/generated';
import { countOf } from '@/lib/format';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Forums.css';
import { DateText } from '@/ui/DateText';

function TopicCard({
  topic,
  categories,
}: {
  topic: ForumTopicSummary;
  categories: ForumCategory[];
}) {
  const category = categories.find((entry) => entry.id === topic.category);
  return (
    <Card className={styles.card}>
      <div className={styles.row}>
        {topic.pinned ? <Badge tone="accent">Pinned</Badge> : null}
        {topic.trending ? <Badge tone="danger">Trending</Badge> : null}
        {category ? <Badge tone="brand">{category.name}</Badge> : null}
      </div>
      <h2 className={styles.title}>
        <Link to="/forums/topic/$id" params={{ id: topic.id }} className={styles.link}>
          <bdi>{topic.title}</bdi>
        </Link>
      </h2>
      <p className={styles.muted}>{topic.excerpt}</p>
      <p className={styles.meta}>
        <span>
          By <bdi>{topic.author}</bdi>
          {topic.location ? ` · ${topic.location}` : ''}
        </span>
        <span>{countOf(topic.likes, 'like')}</span>
        <span>{countOf(topic.views, 'view')}</span>
        <span>{countOf(topic.replies, 'reply', 'replies')}</span>
        <span>
          Last reply <DateText value={topic.lastReply} format="relative" /> by{' '}
          <bdi>{topic.lastReplyBy}</bdi>
        </span>
      </p>
      {topic.tags.length ? (
        <p className={styles.row}>
          {topic.tags.map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </p>
      ) : null}
    </Card>
  );
}

type TopicListProps = {
  topics: UseInfiniteQueryResult<InfiniteData<ForumTopicListResponse>, unknown>;
  categories: ForumCategory[];
  /** What to show when no topic matches. */
  empty: ReactNode;
};

/** Topic cards page by page, with their loading, error and empty states and 'Load More Topics'. */
export function TopicList({ topics, categories, empty }: TopicListProps) {
  return (
    <QueryResult
      query={topics}
      loading="Loading topics..."
      error="We could not load the topics. Please try again."
      empty={empty}
      isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
    >
      {(data) => (
        <>
          <ul className={styles.list}>
            {data.pages
              .flatMap((page) => page.data)
              .map((topic) => (
                <li key={topic.id}>
                  <TopicCard topic={topic} categories={categories} />
                </li>
              ))}
          </ul>
          <LoadMoreButton pages={topics} label="Load More Topics" />
        </>
      )}
    </QueryResult>
  );
}
