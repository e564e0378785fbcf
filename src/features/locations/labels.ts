import type { LocationSort } from '@/api/generated';
import { tabItems } from '@/ui/Tabs';
import type { LocationTab } from './searchParams';

/** Readable labels (kept apart from the URL rules, which load with the first paint). */
export const SORT_LABELS: Record<LocationSort, string> = {
  latest: 'Recently updated',
  popularity: 'Most popular',
  name: 'City A-Z',
  jobs_count: 'Most jobs',
  profiles_count: 'Most expats',
};

export const TAB_LABELS: Record<LocationTab, string> = {
  overview: 'Overview',
  'cost-of-living': 'Cost of Living',
  neighborhoods: 'Neighborhoods',
  transport: 'Transport',
  healthcare: 'Healthcare',
  business: 'Business',
  safety: 'Safety',
  visa: 'Visa Info',
};

export const TAB_ITEMS = tabItems(TAB_LABELS);
