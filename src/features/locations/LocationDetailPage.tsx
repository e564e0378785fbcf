import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { locationQueryOptions } from '@/api/locations';
import { isNotFound } from '@/api/errors';
import type { Location } from '@/api/generated';
import { SaveActions } from '@/features/favorites';
import { ItemNotFound } from '@/features/layout';
import { touristDestinationJsonLd } from '@/seo/contentJsonLd';
import { Seo } from '@/seo/Seo';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { parseGuide, type ParsedGuide } from './guideParser';
import { LocationOverview } from './LocationOverview';
import {
  BusinessSection,
  CostOfLivingSection,
  HealthcareSection,
  NeighborhoodsSection,
  SafetySection,
  TransportSection,
  VisaSection,
} from './GuideSections';
import { SectionPanel } from './GuideParts';
import {
  DEFAULT_IMAGE,
  locationDescription,
  locationPath,
  locationRating,
} from './locationDisplay';
import * as styles from './Locations.css';
import { TAB_ITEMS, TAB_LABELS } from './labels';
import type { LocationTab } from './searchParams';
import { FallbackImage } from '@/ui/FallbackImage';
import { DateText } from '@/ui/DateText';
import { Icon } from '@/ui/Icon';

/** The section each guide tab but the overview shows. */
const GUIDE_SECTIONS: Record<
  Exclude<LocationTab, 'overview'>,
  ComponentType<{ guide: ParsedGuide['guide'] }>
> = {
  'cost-of-living': CostOfLivingSection,
  neighborhoods: NeighborhoodsSection,
  transport: TransportSection,
  healthcare: HealthcareSection,
  business: BusinessSection,
  safety: SafetySection,
  visa: VisaSection,
};

function TabContent({
  tab,
  location,
  parsed,
}: {
  tab: LocationTab;
  location: Location;
  parsed: ParsedGuide;
}) {
  if (tab === 'overview') return <LocationOverview location={location} parsed={parsed} />;
  const Section = GUIDE_SECTIONS[tab];
  return <Section guide={parsed.guide} />;
}

function LocationNotFound() {
  return (
    <ItemNotFound
      title="Location not found"
      message="The location you are looking for does not exist."
      listPath="/locations"
      listLabel="Browse All Locations"
    />
  );
}

function LocationSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status" className={styles.muted}>
        Loading location...
      </p>
      <div className={styles.hero}>
        <Skeleton className={styles.heroImage} height="auto" />
        <div>
          <Skeleton height="2.5rem" width="60%" />
          <Skeleton width="40%" />
          <Skeleton height="4rem" />
        </div>
      </div>
    </div>
  );
}

type LocationDetailPageProps = {
  slug: string;
  tab: LocationTab;
  onTabChange: (tab: LocationTab) => void;
};

export function LocationDetailPage({ slug, tab, onTabChange }: LocationDetailPageProps) {
  const query = useQuery(locationQueryOptions(slug));
  // Drawn from a deferred copy, in short tasks rather than one long one (docs/decisions/0039-first-answers-drawn-from-deferred-copies.md).
  const location = useDeferredValue(query.data);
  if (query.isError) {
    if (isNotFound(query.error)) return <LocationNotFound />;
    return (
      <div className={styles.page}>
        <h1>Location</h1>
        <ErrorState
          message="Failed to load this location. Please try again."
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!location) return <LocationSkeleton />;
  const parsed = parseGuide(location.content.comprehensive_guide);
  const path = locationPath(location);

  return (
    <div className={styles.page}>
      <Seo
        title={location.seo.meta_title || `${location.city}, ${location.country}`}
        description={location.seo.meta_description || locationDescription(location)}
        keywords={location.seo.keywords}
        path={path}
        image={location.imageUrl}
        breadcrumbs={[
          { name: 'Locations', url: '/locations' },
          { name: location.city, url: path },
        ]}
        structuredData={[touristDestinationJsonLd(location, path)]}
      />
      <div className={styles.hero}>
        <FallbackImage
          src={location.imageUrl}
          fallback={DEFAULT_IMAGE}
          width={800}
          height={500}
          className={styles.heroImage}
        />
        <div>
          <p className={styles.muted}>
            <Link to="/locations">Locations</Link> / {location.country}
          </p>
          <h1>{location.city}</h1>
          <p className={styles.muted}>
            {location.country} · <Icon name="star" />{' '}
            {locationRating(location.content_metadata.quality_score).toFixed(1)} ·{' '}
            {location.costOfLiving} cost of living
          </p>
          <p>{locationDescription(location)}</p>
          <SaveActions kind="location" itemId={location.id} itemName={location.city} />
        </div>
      </div>
      {parsed.status === 'partial' ? (
        <p className={styles.notice} role="note">
          Parts of this guide could not be read. The full guide is temporarily unavailable; what we
          could recover is shown below.
        </p>
      ) : null}
      <Tabs
        label={`${location.city} guide`}
        items={TAB_ITEMS}
        selected={tab}
        onSelect={onTabChange}
      >
        <SectionPanel title={TAB_LABELS[tab]} updated={<DateText value={location.updated_at} />}>
          <TabContent tab={tab} location={location} parsed={parsed} />
        </SectionPanel>
      </Tabs>
    </div>
  );
}
