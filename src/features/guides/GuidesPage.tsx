import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { GuideCategory } from '@/api/generated';
import { locationsQueryOptions } from '@/api/locations';
import { locationPath } from '@/features/locations';
import { itemListJsonLd } from '@/seo/jsonLd';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { DestinationCard, GuideCardSkeleton, GuideGrid } from './GuideCards';
import { GuideFilters } from './GuideFilters';
import { destinations, filterGuides, toGuide } from './guideModel';
import * as styles from './Guides.css';

/** Every location is a guide; the directory is small enough to read whole and filter here. */
export const ALL_GUIDES_QUERY = { per_page: 100, sort: 'popularity' } as const;

export function GuidesPage() {
  const query = useQuery(locationsQueryOptions(ALL_GUIDES_QUERY));
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<GuideCategory | 'all'>('all');
  const guides = useMemo(() => (query.data?.data ?? []).map(toGuide), [query.data]);
  const shown = filterGuides(guides, term, category);

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
          <GuideGrid guides={shown} hint="Try another place or category." />
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
        breadcrumbs={[
          { name: 'Home', url: '/' },
          { name: 'Guides', url: '/guides' },
        ]}
        structuredData={
          guides.length
            ? [
                itemListJsonLd(
                  'Ginger Guides',
                  guides.map((guide) => ({ name: guide.title, url: locationPath(guide) })),
                ),
              ]
            : []
        }
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
        onTermChange={setTerm}
        category={category}
        onCategoryChange={setCategory}
        searchLabel="Search guides by title or country"
      />
      {content()}
    </div>
  );
}
