import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adQueryOptions } from '@/api/ads';
import { isNotFound } from '@/api/errors';
import { ItemNotFound } from '@/features/layout';
import { Seo } from '@/seo/Seo';
import { pageStack } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Badge } from '@/ui/Badge';
import { DateText } from '@/ui/DateText';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { AD_CATEGORY_LABELS } from './adPlans';
import * as styles from './Classifieds.css';
import { priceText } from './adPrice';
import { ContactSeller } from './ContactSeller';
import { ListingPhoto } from './ListingPhoto';
import { ListingStatus } from './ListingStatus';
import { BackLink } from '@/ui/BackLink';

const BACK = <BackLink to="/classifieds">All classifieds</BackLink>;

/** A listing id that isn't one, or a listing deleted since. */
export function ListingNotFound() {
  return (
    <ItemNotFound
      title="Listing not found"
      message="Its owner may have deleted it. The classifieds have more like it."
      listPath="/classifieds"
      listLabel="Browse the classifieds"
    />
  );
}

/** /classifieds/{id}: one listing with its price, photo and words, and a way to write to its seller. */
export function ListingPage({ id }: { id: number }) {
  const query = useQuery(adQueryOptions(id));
  const path = `/classifieds/${id}`;

  if (query.isPending) return <Spinner label="Loading the listing..." />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ListingNotFound />;
    return (
      <div className={pageStack}>
        <Seo title="Error loading listing" path={path} noindex />
        <h1>Error loading listing</h1>
        <ErrorState
          message="We could not load this listing. Please try again."
          onRetry={() => void query.refetch()}
        />
        {BACK}
      </div>
    );
  }

  const ad = query.data;
  return (
    <article className={pageStack}>
      <Seo
        title={ad.title}
        description={ad.description.slice(0, 155)}
        keywords={[AD_CATEGORY_LABELS[ad.category], ad.location, 'classifieds']}
        path={path}
        noindex={ad.status !== 'live'}
        breadcrumbs={[
          { name: 'Classifieds', url: '/classifieds' },
          { name: ad.title, url: path },
        ]}
      />
      {BACK}
      <div>
        <p className={styles.meta}>
          <Link to="/classifieds" search={{ category: ad.category }}>
            {AD_CATEGORY_LABELS[ad.category]}
          </Link>
          <span>{ad.location}</span>
          {ad.is_yours ? <Badge tone="info">Yours</Badge> : null}
        </p>
        <h1>{ad.title}</h1>
        <p className={styles.price}>{priceText(ad)}</p>
        <p className={styles.meta}>
          Listed <DateText value={ad.created_at} /> <ListingStatus ad={ad} />
        </p>
      </div>
      {ad.status === 'live' ? null : (
        <Alert tone="info">
          {ad.status === 'sold'
            ? 'This listing is marked as sold.'
            : 'This listing has expired: its 30 days are over.'}
        </Alert>
      )}
      <div className={styles.detail}>
        <div className={pageStack}>
          <ListingPhoto ad={ad} eager />
          <p className={styles.description}>{ad.description}</p>
        </div>
        <ContactSeller ad={ad} />
      </div>
    </article>
  );
}
