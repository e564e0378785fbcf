import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { GuideCategory } from '@/api/generated';
import { locationsQueryOptions } from '@/api/locations';
import { locationPath } from '@/features/locations';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Pagination } from '@/ui/Pagination';
import { PastLastPage } from '@/ui/PastLastPage';
import { DestinationCard, GuideCardSkeleton, GuideGrid } from './GuideCards';
import { GuideFilters } from './GuideFilters';
import { destinations, filterGuides, toGuide } from './guideModel';
import * as styles from './Guides.css';

/**
 * Every location is a guide; the directory is small enough to read whole. The search and the
 * category chips filter all of it here, and the page shows the matches a page at a time.
 */
export const ALL_GUIDES_QUERY = { per_page: 100, sort: 'popularity' } as const;

export const GUIDES_PER_PAGE = 12;

type GuidesPageProps = {
  /** The page of guides to show, from 1 (the URL's `?page=`). */
  page: number;
  /** Shows another page; undefined is page 1, kept out of the URL. */
  onPageChange: (page: number | undefined) => void;
};

export function GuidesPage({ page, onPageChange }: GuidesPageProps) {
  const query = useQuery(locationsQueryOptions(ALL_GUIDES_QUERY));
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<GuideCategory | 'all'>('all');
  const guides = useMemo(() => (query.data?.data ?? []).map(toGuide), [query.data]);
  const matches = filterGuides(guides, term, category);
  const lastPage = Math.max(1, Math.ceil(matches.length / GUIDES_PER_PAGE));
  const shown = matches.slice((page - 1) * GUIDES_PER_PAGE, page * GUIDES_PER_PAGE);

  // A new search or category starts again at page 1.
  function filterChanged() {
    if (page !== 1) onPageChange(undefined);
  }

  function content() {
    if (query.isPending) {
      return (
        <ul className={styles.grid} aria-label="Loading guides">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <GuideCardSkeleton />
            </li>
          ))}
        </ul>
      );
    }
    if (query.isError) {
      return (
        <ErrorState
          title="Unable to load guides"
          message="Failed to fetch guides"
          retryLabel="Try Again"
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.meta.total === 0) {
      return (
        <EmptyState
          title="No guides yet."
          description="We are writing the first ones. Meanwhile, explore the destinations."
          action={<Link to="/locations">Browse locations</Link>}
        />
      );
    }
    return (
      <>
        <section aria-labelledby="destinations">
          <h2 id="destinations">Destinations</h2>
          <ul className={styles.destinations}>
            {destinations(guides).map((destination) => (
              <li key={destination.country}>
                <DestinationCard destination={destination} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="all-guides">
          <h2 id="all-guides">All guides</h2>
          {page > lastPage ? (
            <PastLastPage lastPage={lastPage} onGoTo={() => onPageChange(undefined)} />
          ) : (
            <>
              <GuideGrid
                guides={shown}
                total={matches.length}
                pages={{ current: page, last: lastPage }}
                hint="Try another place or category."
              />
              <Pagination
                page={page}
                lastPage={lastPage}
                label="Guide pages"
                onPageChange={(next) => onPageChange(next === 1 ? undefined : next)}
              />
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Seo
        title="Ginger Guides"
        description="Travel and living guides for cities across Asia, written for travellers, expats and digital nomads."
        keywords={['Asia travel guides', 'expat guides', 'city guides Asia']}
        path="/guides"
        breadcrumbs={[{ name: 'Guides', url: '/guides' }]}
        listItems={guides.map((guide) => ({ name: guide.title, url: locationPath(guide) }))}
      />
      <div>
        <h1>Ginger Guides</h1>
        <p className={styles.muted}>
          Local knowledge for every stop: costs, neighbourhoods, visas and the best places to eat.
        </p>
      </div>
      <div className={styles.actions}>
        <Link to="/submit-guide" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          Submit a guide
        </Link>
        <Link to="/guide-guidelines" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Guide guidelines
        </Link>
        <Link to="/insider" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Insider guides
        </Link>
      </div>
      <GuideFilters
        term={term}
        onTermChange={(next) => {
          setTerm(next);
          filterChanged();
        }}
        category={category}
        onCategoryChange={(next) => {
          setCategory(next);
          filterChanged();
        }}
        searchLabel="Search guides by title or country"
      />
      {content()}
    </div>
  );
}
