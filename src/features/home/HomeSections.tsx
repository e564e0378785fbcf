import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue } from 'react';
import { articlesQueryOptions, trendingArticlesQueryOptions } from '@/api/articles';
import { locationsQueryOptions } from '@/api/locations';
import { ArticleCard, ArticleCardSkeleton } from '@/features/articles';
import { LocationCard, LocationCardSkeleton } from '@/features/locations';
import type { PagePath } from '@/lib/urls';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import * as styles from './HomePage.css';

// Each section draws its answer from a deferred copy (useDeferredValue): React then renders the cards
// in short tasks instead of one long one, and the sections that answer together appear together.
export const TRENDING_DESTINATIONS = { sort: 'popularity', per_page: 4 } as const;
export const LATEST_ARTICLES = { page: 1, per_page: 6 } as const;
const TRENDING_BADGES = 3;
const TRENDING_NOW = 3;

function SectionHeader({
  id,
  title,
  to,
  linkLabel,
}: {
  id: string;
  title: string;
  to: PagePath;
  linkLabel: string;
}) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id}>{title}</h2>
      <Link to={to}>{linkLabel}</Link>
    </div>
  );
}

/**
 * A section's list of the query's answer: its failure with a retry, its empty message, and
 * placeholders until the answer, drawn from a deferred copy of it.
 */
function SectionList<Item extends { id: number }>({
  query,
  errorMessage,
  emptyMessage,
  className,
  placeholders,
  placeholder,
  renderItem,
}: {
  query: { isError: boolean; refetch: () => unknown; data?: { data: Item[] } };
  errorMessage: string;
  emptyMessage: string;
  className: string;
  placeholders: number;
  placeholder: ReactNode;
  renderItem: (item: Item, index: number) => ReactNode;
}) {
  const items = useDeferredValue(query.data)?.data;
  if (query.isError)
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (items?.length === 0) return <p className={styles.muted}>{emptyMessage}</p>;
  return (
    <ul className={className}>
      {items
        ? items.map((item, index) => <li key={item.id}>{renderItem(item, index)}</li>)
        : Array.from({ length: placeholders }, (_, index) => <li key={index}>{placeholder}</li>)}
    </ul>
  );
}

export function TrendingDestinations() {
  const query = useQuery(locationsQueryOptions(TRENDING_DESTINATIONS));
  return (
    <section aria-labelledby="trending-destinations" className={styles.section}>
      <SectionHeader
        id="trending-destinations"
        title="Trending Destinations"
        to="/locations"
        linkLabel="View All Destinations"
      />
      <SectionList
        query={query}
        errorMessage="We could not load the destinations."
        emptyMessage="No destinations to show at the moment."
        className={styles.grid4}
        placeholders={TRENDING_DESTINATIONS.per_page}
        placeholder={<LocationCardSkeleton />}
        renderItem={(location, index) => (
          <LocationCard
            location={location}
            highlights={2}
            badge={index < TRENDING_BADGES ? 'Trending' : undefined}
            headingLevel="h3"
            eager={index < 2}
          />
        )}
      />
    </section>
  );
}

export function LatestArticles() {
  const query = useQuery(articlesQueryOptions(LATEST_ARTICLES));
  return (
    <section aria-labelledby="latest-articles" className={styles.section}>
      <SectionHeader
        id="latest-articles"
        title="Latest Articles"
        to="/articles"
        linkLabel="View All Articles"
      />
      <SectionList
        query={query}
        errorMessage="We could not load the latest articles."
        emptyMessage="No articles available at the moment."
        className={styles.grid3}
        placeholders={LATEST_ARTICLES.per_page}
        placeholder={<ArticleCardSkeleton />}
        renderItem={(article) => (
          <ArticleCard article={article} headingLevel="h3" keywords={false} />
        )}
      />
    </section>
  );
}

export function TrendingNow() {
  const query = useQuery(trendingArticlesQueryOptions());
  const trending = useDeferredValue(query.data);
  // Until the answer is in, the section holds its place: what is below doesn't move when it arrives.
  if (query.isError || trending?.length === 0) return null;
  return (
    <section
      aria-labelledby="trending-now"
      aria-busy={!trending || undefined}
      className={styles.section}
    >
      <h2 id="trending-now">Trending Now</h2>
      <ol className={styles.ranked}>
        {trending
          ? trending.slice(0, TRENDING_NOW).map((article) => (
              <li key={article.id}>
                <Link to="/articles/$slug" params={{ slug: article.slug }}>
                  {article.title}
                </Link>
              </li>
            ))
          : Array.from({ length: TRENDING_NOW }, (_, index) => (
              <li key={index}>
                <Skeleton height="1lh" width="70%" />
              </li>
            ))}
      </ol>
    </section>
  );
}
