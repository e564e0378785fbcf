import { Link } from '@tanstack/react-router';
import { countrySlug, locationLink } from '@/features/locations';
import { formatCount, readingTime, totalOf } from '@/lib/format';
import { Badge } from '@/ui/Badge';
import { Rating } from '@/ui/Rating';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { Skeleton } from '@/ui/Skeleton';
import * as styles from './Guides.css';
import { CATEGORY_LABELS, type Destination, type Guide } from './guideModel';
import { FallbackImage } from '@/ui/FallbackImage';

const FALLBACK_IMAGE = '/images/default-destination.svg';

function GuideImage({ src }: { src: string }) {
  return (
    <FallbackImage
      src={src}
      fallback={FALLBACK_IMAGE}
      width={800}
      height={500}
      loading="lazy"
      className={styles.image}
    />
  );
}

export function GuideCard({
  guide,
  headingLevel: Heading = 'h3',
}: {
  guide: Guide;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card className={styles.positioned} media={<GuideImage src={guide.image} />}>
      <div className={styles.row}>
        <Badge tone="brand">{CATEGORY_LABELS[guide.category]}</Badge>
        {guide.featured ? <Badge tone="accent">Featured</Badge> : null}
      </div>
      <Heading className={styles.title}>
        <Link {...locationLink(guide)} className={styles.link}>
          {guide.title}
        </Link>
      </Heading>
      <p className={styles.muted}>
        {guide.city}, {guide.country}
      </p>
      <p>{guide.summary}</p>
      <p className={styles.row}>
        <Rating value={guide.rating} />
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
        <Link
          to="/guides/$country"
          params={{ country: countrySlug(destination.country) }}
          className={styles.link}
        >
          {destination.country}
        </Link>
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
export function GuideGrid({
  guides,
  hint,
  headingLevel,
  stale = false,
  total = guides.length,
  pages,
}: {
  guides: Guide[];
  hint: string;
  headingLevel?: 'h2' | 'h3';
  /** The last answer's guides, kept on screen while the next one loads. */
  stale?: boolean;
  /** How many guides match, on every page; `guides` is the page shown. */
  total?: number;
  /** Which page of how many is shown, announced when there is more than one. */
  pages?: { current: number; last: number };
}) {
  return (
    <>
      <p role="status" className={styles.muted}>
        {totalOf(total, 'guide')}
        {pages && pages.last > 1 ? ` · page ${pages.current} of ${pages.last}` : ''}
      </p>
      {guides.length ? (
        <ul className={styles.grid} aria-busy={stale || undefined}>
          {guides.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No guides match your search." description={hint} />
      )}
    </>
  );
}
