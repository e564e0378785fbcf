import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { locationsQueryOptions } from '@/api/locations';
import { totalOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ListFilters } from '@/ui/ListFilters';
import { PagedResults } from '@/ui/PagedResults';
import { selectOptions } from '@/ui/Select';
import { LocationCard, LocationCardSkeleton } from './LocationCard';
import { locationPath } from './locationDisplay';
import { cx } from '@/lib/cx';
import { statusLine } from '@/styles/utilities.css';
import * as styles from './Locations.css';
import { SORT_LABELS } from './labels';
import { LOCATIONS_PER_PAGE, toLocationFilters } from './filters';
import { DEFAULT_SORT, type LocationSearch } from './searchParams';

type LocationsPageProps = {
  search: LocationSearch;
  /** Replaces the filters in the URL. */
  onSearchChange: (next: LocationSearch) => void;
};

const SORT_OPTIONS = selectOptions(SORT_LABELS);

export function LocationsPage({ search, onSearchChange }: LocationsPageProps) {
  const query = useQuery({
    ...locationsQueryOptions(toLocationFilters(search)),
    placeholderData: keepPreviousData,
  });

  const countries =
    query.data?.available_filters.country ?? (search.country ? [search.country] : []);
  const countryOptions = [
    { value: '', label: 'All countries' },
    ...countries.map((country) => ({ value: country, label: country })),
  ];
  const update = (change: LocationSearch) =>
    onSearchChange({ ...search, ...change, page: undefined });
  const hasFilters = Boolean(search.search || search.country);

  function results() {
    return (
      <PagedResults
        query={query}
        loading={
          <ul className={styles.grid} aria-label="Loading locations">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <LocationCardSkeleton />
              </li>
            ))}
          </ul>
        }
        errorMessage="Failed to load locations. Please try again."
        empty={
          <EmptyState
            title="No locations match your search."
            description="Try another city or country, or clear the filters."
            action={
              hasFilters ? (
                <Button variant="secondary" onClick={() => onSearchChange({ sort: search.sort })}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
        pagesLabel="Locations pages"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(locations) => (
          <ul className={styles.grid} aria-busy={query.isPlaceholderData}>
            {locations.map((location, index) => (
              <li key={location.id}>
                <LocationCard location={location} eager={index < 3} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    );
  }

  const total = query.data?.meta.total;
  return (
    <div className={styles.page}>
      <Seo
        title="Explore Locations"
        description="Cities across Asia for travellers, expats and digital nomads: costs, neighbourhoods, visas, jobs and guides."
        keywords={[
          'Asia destinations',
          'expat cities',
          'digital nomad cities',
          'cost of living Asia',
        ]}
        path="/locations"
        breadcrumbs={[{ name: 'Locations', url: '/locations' }]}
        listItems={query.data?.data.map((location) => ({
          name: location.city,
          url: locationPath(location),
        }))}
      />
      <div>
        <h1>Explore Locations</h1>
        <p className={styles.muted}>Find your next base in Asia, from beach towns to megacities.</p>
      </div>
      <ListFilters
        label="Filter locations"
        className={styles.filters}
        activeCount={search.country ? 1 : 0}
        search={{ label: 'Search locations', placeholder: 'City, country or highlight' }}
        filters={[
          { type: 'select', name: 'country', label: 'Country', options: countryOptions },
          {
            type: 'select',
            name: 'sort',
            label: 'Sort by',
            options: SORT_OPTIONS,
            unset: DEFAULT_SORT,
          },
        ]}
        values={search}
        onChange={update}
      />
      <p role="status" aria-live="polite" className={cx(styles.muted, statusLine)}>
        {total === undefined ? '' : `${totalOf(total, 'location')} found`}
        {total !== undefined && total > LOCATIONS_PER_PAGE
          ? ` · page ${query.data?.meta.current_page} of ${query.data?.meta.last_page}`
          : ''}
      </p>
      {results()}
    </div>
  );
}
