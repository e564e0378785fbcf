import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { GuideCategory } from '@/api/generated';
import { countriesQueryOptions, locationsQueryOptions } from '@/api/locations';
import { ItemNotFound } from '@/features/layout';
import { countrySlug, locationPath } from '@/features/locations';
import { nameFromPlainSlug } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Pagination } from '@/ui/Pagination';
import { GuideCardSkeleton, GuideGrid } from './GuideCards';
import { GuideFilters } from './GuideFilters';
import { filterGuides, toGuide } from './guideModel';
import * as styles from './Guides.css';

export const COUNTRY_GUIDES_PER_PAGE = 20;

type CountryGuidesPageProps = {
  country: string;
  page: number;
  onPageChange: (page: number) => void;
};

export function CountryGuidesPage({ country, page, onPageChange }: CountryGuidesPageProps) {
  // The URL carries a slug ('south-korea'); the API filters by the name it lists ('South Korea').
  const names = useQuery(countriesQueryOptions());
  const countryName = names.data?.find((name) => countrySlug(name) === country);
  const query = useQuery({
    ...locationsQueryOptions({
      country: countryName,
      per_page: COUNTRY_GUIDES_PER_PAGE,
      page,
      sort: 'name',
    }),
    enabled: countryName !== undefined,
    placeholderData: keepPreviousData,
  });
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<GuideCategory | 'all'>('all');
  const guides = useMemo(() => (query.data?.data ?? []).map(toGuide), [query.data]);
  const shown = filterGuides(guides, term, category, 'city');
  const displayName = countryName ?? nameFromPlainSlug(country) ?? 'Country';
  const path = `/guides/${country}`;
  const unknownCountry = names.isSuccess && countryName === undefined;

  function content() {
    if (names.isError || query.isError) {
      return (
        <ErrorState
          title="Unable to load guides"
          message="Failed to fetch guides"
          retryLabel="Try Again"
          onRetry={() => void (names.isError ? names.refetch() : query.refetch())}
        />
      );
    }
    if (query.isSuccess && query.data.meta.total === 0) {
      return (
        <EmptyState
          title={`No guides for ${displayName} yet.`}
          description="We are working on it. Meanwhile, explore the other destinations."
          action={<Link to="/guides">All guides</Link>}
        />
      );
    }
    if (!query.data) {
      return (
        <ul className={styles.grid} aria-label="Loading guides">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <GuideCardSkeleton />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <>
        <GuideGrid
          guides={shown}
          hint="Try another city or category."
          headingLevel="h2"
          stale={query.isPlaceholderData}
        />
        <Pagination
          page={query.data.meta.current_page}
          lastPage={query.data.meta.last_page}
          onPageChange={onPageChange}
          label="Guide pages"
        />
      </>
    );
  }

  // A country the site doesn't list is a real 404 (not indexed), which never repeats the URL's text.
  if (unknownCountry) {
    return (
      <ItemNotFound
        title="Country not found"
        message="We have no guides for that country. Explore the countries we cover."
        listPath="/guides"
        listLabel="All guides"
      />
    );
  }

  return (
    <div className={styles.page}>
      <Seo
        title={`${displayName} Guides`}
        description={`Travel and living guides for cities in ${displayName}.`}
        path={path}
        breadcrumbs={[
          { name: 'Guides', url: '/guides' },
          { name: displayName, url: path },
        ]}
        listItems={guides.map((guide) => ({ name: guide.title, url: locationPath(guide) }))}
      />
      <div>
        <p className={styles.muted}>
          <Link to="/guides">Ginger Guides</Link> / {displayName}
        </p>
        <h1>{displayName} Guides</h1>
      </div>
      <GuideFilters
        term={term}
        onTermChange={setTerm}
        category={category}
        onCategoryChange={setCategory}
        searchLabel="Search by city"
      />
      {content()}
    </div>
  );
}
