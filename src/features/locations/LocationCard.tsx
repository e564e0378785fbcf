import { Link } from '@tanstack/react-router';
import type { LocationSummary } from '@/api/generated';
import { SaveButton } from '@/features/favorites';
import { countOf } from '@/lib/format';
import { cx } from '@/lib/cx';
import { Badge } from '@/ui/Badge';
import { Rating } from '@/ui/Rating';
import { Card } from '@/ui/Card';
import { FallbackImage } from '@/ui/FallbackImage';
import { Skeleton, SkeletonText } from '@/ui/Skeleton';
import {
  DEFAULT_IMAGE,
  locationDescription,
  locationHighlights,
  locationLink,
  locationRating,
} from './locationDisplay';
import * as styles from './Locations.css';

const COST_TONE = { Low: 'success', Medium: 'info', High: 'danger' } as const;

type LocationCardProps = {
  location: LocationSummary;
  highlights?: number;
  badge?: string;
  headingLevel?: 'h2' | 'h3';
  /** Images above the fold load at once; the rest lazily. */
  eager?: boolean;
};

export function LocationCard({
  location,
  highlights = 3,
  badge,
  headingLevel: Heading = 'h3',
  eager = false,
}: LocationCardProps) {
  return (
    <Card
      className={styles.cardPositioned}
      media={
        <FallbackImage
          src={location.imageUrl}
          fallback={DEFAULT_IMAGE}
          width={800}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className={styles.media16x10}
        />
      }
    >
      <div className={styles.cardTop}>
        <Heading className={styles.cardTitle}>
          <Link {...locationLink(location)} className={styles.cardLink}>
            {location.city}
          </Link>
        </Heading>
        <Rating value={locationRating(location.content_metadata.quality_score)} />
      </div>
      <p className={styles.muted}>{location.country}</p>
      <div className={styles.chips}>
        {badge ? <Badge tone="accent">{badge}</Badge> : null}
        <Badge tone={COST_TONE[location.costOfLiving]}>
          {location.costOfLiving} cost of living
        </Badge>
      </div>
      <p className={styles.clamp}>{locationDescription(location)}</p>
      <ul className={styles.chips} aria-label="Highlights">
        {locationHighlights(location, highlights).map((highlight) => (
          <li key={highlight}>
            <Badge>{highlight}</Badge>
          </li>
        ))}
      </ul>
      <p className={styles.meta}>
        <span>{countOf(location.jobCount, 'job')}</span>
        {location.profileCount > 0 ? (
          <span>{countOf(location.profileCount, 'dating profile')}</span>
        ) : null}
      </p>
      <div className={cx(styles.raised)}>
        <SaveButton kind="location" itemId={location.id} itemName={location.city} />
      </div>
    </Card>
  );
}

/** The card's frame before its data: a line for each line of text the card will have. */
export function LocationCardSkeleton() {
  return (
    <Card media={<Skeleton height="auto" className={styles.media16x10} />}>
      <SkeletonText as="div" className={styles.cardTop} width="60%" />
      <SkeletonText className={styles.muted} width="40%" />
      <SkeletonText as="div" className={styles.chips} width="70%" />
      <SkeletonText className={styles.muted} lines={2} />
      <SkeletonText as="div" className={styles.chips} width="55%" />
      <SkeletonText className={styles.meta} width="45%" />
      <div className={styles.raised}>
        <Skeleton height="2rem" width="4.5rem" />
      </div>
    </Card>
  );
}
