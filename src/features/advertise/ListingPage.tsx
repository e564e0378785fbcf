import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adQueryOptions } from '@/api/ads';
import { isNotFound } from '@/api/errors';
import type { Ad } from '@/api/generated';
import { ItemNotFound } from '@/features/layout';
import { Seo } from '@/seo/Seo';
import { mutedText, pageStack } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Badge } from '@/ui/Badge';
import { buttonClass } from '@/ui/Button';
import { DateText } from '@/ui/DateText';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { AD_CATEGORY_LABELS } from './adPlans';
import * as styles from './Classifieds.css';
import { ListingPhoto } from './ListingPhoto';
import { ListingStatus } from './ListingStatus';
import { BackLink } from '@/ui/BackLink';

const BACK = <BackLink to="/classifieds">All classifieds</BackLink>;

function Contact({ ad }: { ad: Ad }) {
  return (
    <aside className={styles.contact} aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact</h2>
      {ad.is_yours ? (
        <>
          <p className={mutedText}>This is your listing. Buyers write to {ad.contact_email}.</p>
          <Link to="/classifieds/mine" className={buttonClass({ variant: 'secondary' })}>
            Manage your listings
          </Link>
        </>
      ) : ad.contact_email ? (
        <>
          <p className={mutedText}>Write to the member who listed it. Mention Ginger.</p>
          <a
            href={`mailto:${ad.contact_email}?subject=${encodeURIComponent(ad.title)}`}
            className={buttonClass({ variant: 'primary' })}
          >
            Email {ad.contact_email}
          </a>
        </>
      ) : (
        <p className={mutedText}>This listing has ended, so its contact is no longer shown.</p>
      )}
    </aside>
  );
}

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

/** /classifieds/{id}: one listing with its photo, its words and how to reach its owner. */
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
          { name: 'Home', url: '/' },
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
        <Contact ad={ad} />
      </div>
    </article>
  );
}
