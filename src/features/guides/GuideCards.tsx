import { countrySlug } from '@/features/locations';
import { formatCount, readingTime } from '@/lib/format';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { SiteLink } from '@/ui/SiteLink';
import { EmptyState } from '@/ui/EmptyState';
import { Skeleton } from '@/ui/Skeleton';
import * as styles from './Guides.css';
import { CATEGORY_LABELS, type Destination, type Guide } from './guideModel';

const FALLBACK_IMAGE = '/images/default-destination.svg';

function GuideImage({ src }: { src: string }) {
  return (
    <img
      src={src || FALLBACK_IMAGE}
      alt=""
      width={800}
      height={500}
      loading="lazy"
      className={styles.image}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(FALLBACK_IMAGE))
          event.currentTarget.src = FALLBACK_IMAGE;
      }}
    />
  );
}

export function GuideCard({ guide }: { guide: Guide }) {
  return (
    <Card className={styles.positioned} media={<GuideImage src={guide.image} />}>
      <div className={styles.row}>
        <Badge tone="brand">{CATEGORY_LABELS[guide.category]}</Badge>
        {guide.featured ? <Badge tone="accent">Featured</Badge> : null}
      </div>
      <h3 className={styles.title}>
        <SiteLink href={guide.path} className={styles.link}>
          {guide.title}
        </SiteLink>
      </h3>
      <p className={styles.muted}>
        {guide.city}, {guide.country}
      </p>
      <p>{guide.summary}</p>
      <p className={styles.row}>
        <span aria-label={`Rated ${guide.rating.toFixed(1)} out of 5`}>
          ★ {guide.rating.toFixed(1)}
        </span>
        <span>{formatCount(guide.views)} views</span>
        <span>{readingTime(guide.words)} min read</span>
      </p>
    </Card>
  );
}

export function DestinationCard({ destination }: { destination: Destination }) {
  return (
    <Card className={styles.positioned} media={<GuideImage src={destination.image} />}>
      <h3 className={styles.title}>
        <SiteLink href={`/guides/${countrySlug(destination.country)}`} className={styles.link}>
          {destination.country}
        </SiteLink>
      </h3>
      <p className={styles.row}>
        <span>
          {destination.guides} {destination.guides === 1 ? 'guide' : 'guides'}
        </span>
        {destination.popular ? <Badge tone="accent">Popular</Badge> : null}
      </p>
    </Card>
  );
}

export function GuideCardSkeleton() {
  return (
    <Card media={<Skeleton className={styles.image} height="auto" />}>
      <Skeleton width="40%" />
      <Skeleton height="1.4rem" width="70%" />
      <Skeleton />
    </Card>
  );
}

/** The filtered guides with their count announced, or a no-match message. */
export function GuideGrid({ guides, hint }: { guides: Guide[]; hint: string }) {
  return (
    <>
      <p role="status" className={styles.muted}>
        {guides.length} {guides.length === 1 ? 'guide' : 'guides'}
      </p>
      {guides.length ? (
        <ul className={styles.grid}>
          {guides.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No guides match your search." description={hint} />
      )}
    </>
  );
}
