import type { LocationSort } from '@/api/generated';
import type { LocationTab } from './searchParams';

/** Readable labels (kept apart from the URL rules, which load with the first paint). */
export const SORT_LABELS: Record<LocationSort, string> = {
  latest: 'Recently updated',
  popularity: 'Most popular',
  name: 'City A-Z',
  jobs_count: 'Most jobs',
  profiles_count: 'Most expats',
};

export const TAB_ITEMS: ReadonlyArray<{ id: LocationTab; label: string }> = [
  { id: 'overview', label: 'Overview' },
  { id: 'cost-of-living', label: 'Cost of Living' },
  { id: 'neighborhoods', label: 'Neighborhoods' },
  { id: 'transport', label: 'Transport' },
  { id: 'healthcare', label: 'Healthcare' },
  { id: 'business', label: 'Business' },
  { id: 'safety', label: 'Safety' },
  { id: 'visa', label: 'Visa Info' },
];
