import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adsQueryOptions } from '@/api/ads';
import type { Ad } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { totalOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { actionRow, mutedText, pageStack, statusLine, stretchedLink } from '@/styles/utilities.css';
import { Badge } from '@/ui/Badge';
import { buttonClass } from '@/ui/Button';
import { DateText } from '@/ui/DateText';
import { EmptyState } from '@/ui/EmptyState';
import { ListFilters } from '@/ui/ListFilters';
import { PagedResults } from '@/ui/PagedResults';
import { Spinner } from '@/ui/Spinner';
import { AD_CATEGORY_LABELS } from './adPlans';
import * as styles from './Classifieds.css';
import { type ClassifiedsSearch, toAdFilters } from './classifiedsSearch';
import { priceText } from './adPrice';
import { ListingPhoto } from './ListingPhoto';
import { PriceFilter } from './PriceFilter';

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...Object.entries(AD_CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];

function ListingCard({ ad, eager }: { ad: Ad; eager: boolean }) {
  return (
    <li>
      <article className={styles.card}>
        <ListingPhoto ad={ad} eager={eager} />
        <div className={styles.cardBody}>
          <p className={styles.meta}>
            <Badge tone="brand">{AD_CATEGORY_LABELS[ad.category]}</Badge>
            <span>{ad.location}</span>
          </p>
          <h2 className={styles.cardTitle}>
            <Link to="/classifieds/$id" params={{ id: ad.id }} className={stretchedLink}>
              {ad.title}
            </Link>
          </h2>
          <p className={styles.price}>{priceText(ad)}</p>
          <p className={styles.meta}>
            Listed <DateText value={ad.created_at} format="relative" />
          </p>
        </div>
      </article>
    </li>
  );
}

type ClassifiedsPageProps = {
  search: ClassifiedsSearch;
  onSearchChange: (next: ClassifiedsSearch) => void;
};

/** /classifieds: the members' live listings, by category, words and price, newest first. */
export function ClassifiedsPage({ search, onSearchChange }: ClassifiedsPageProps) {
  const { user } = useCurrentUser();
  const query = useQuery({
    ...adsQueryOptions(toAdFilters(search)),
    placeholderData: keepPreviousData,
  });
  const heading = search.category
    ? `${AD_CATEGORY_LABELS[search.category]} classifieds`
    : 'Classifieds';

  return (
    <div className={pageStack}>
      <Seo
        title={heading}
        description="Rooms, tours, restaurants, jobs, services and things for sale, listed by travellers, expats and locals across Asia."
        keywords={['classifieds Asia', 'expat classifieds', 'rooms for rent', 'buy and sell']}
        path={search.category ? `/classifieds?category=${search.category}` : '/classifieds'}
        breadcrumbs={[{ name: 'Classifieds', url: '/classifieds' }]}
      />
      <div>
        <h1>{heading}</h1>
        <p className={mutedText}>
          Listed by travellers, expats and locals. Every listing runs 30 days.
        </p>
      </div>
      <div className={actionRow}>
        <Link to="/advertise/create" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          Place a free listing
        </Link>
        {user ? (
          <Link
            to="/classifieds/mine"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            My listings
          </Link>
        ) : null}
      </div>
      <ListFilters
        label="Search the classifieds"
        className={styles.filters}
        activeCount={
          [
            search.category,
            search.free || search.currency,
            search.min_price ?? search.max_price,
          ].filter((value) => value !== undefined).length
        }
        search={{ label: 'Search listings' }}
        filters={[
          { type: 'select', name: 'category', label: 'Category', options: CATEGORY_OPTIONS },
        ]}
        values={search}
        onChange={(change) => onSearchChange({ ...search, ...change, page: undefined })}
      >
        <PriceFilter
          search={search}
          onChange={(change) => onSearchChange({ ...search, ...change, page: undefined })}
        />
      </ListFilters>
      <p role="status" aria-live="polite" className={`${mutedText} ${statusLine}`}>
        {query.data ? `${totalOf(query.data.meta.total, 'listing')} found` : ''}
      </p>
      <PagedResults
        query={query}
        loading={<Spinner label="Loading listings..." />}
        errorMessage="We could not load the classifieds. Please try again."
        empty={
          <EmptyState
            title="No listings found"
            description={
              search.category || search.search || search.currency || search.free
                ? 'Try another category, price or fewer words.'
                : 'Be the first: a free listing runs for 30 days.'
            }
          />
        }
        pagesLabel="Classifieds pages"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(ads) => (
          <ul className={styles.grid} aria-busy={query.isPlaceholderData || undefined}>
            {ads.map((ad, index) => (
              <ListingCard key={ad.id} ad={ad} eager={index < 2} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
