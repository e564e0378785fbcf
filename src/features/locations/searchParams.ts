import * as v from 'valibot';
import { LocationSort } from '@/api/generated';
import { optionalChoice, optionalPage, optionalText } from '@/lib/searchParams';

export const DEFAULT_SORT: LocationSort = 'latest';

/** The location list's filters as they live in the URL; anything malformed reads as the default. */
export const locationSearchSchema = v.object({
  search: optionalText(),
  country: optionalText(100),
  sort: optionalChoice(LocationSort),
  page: optionalPage,
});

export type LocationSearch = v.InferOutput<typeof locationSearchSchema>;

/** The location page's tabs, by their address names. */
const LocationTab = {
  overview: 'overview',
  costOfLiving: 'cost-of-living',
  neighborhoods: 'neighborhoods',
  transport: 'transport',
  healthcare: 'healthcare',
  business: 'business',
  safety: 'safety',
  visa: 'visa',
} as const;

export type LocationTab = (typeof LocationTab)[keyof typeof LocationTab];

/** A location page's tab; the default, Overview, is left out of the address. */
export const locationTabSearchSchema = v.object({
  tab: v.pipe(
    optionalChoice(LocationTab),
    v.transform((tab) => (tab === 'overview' ? undefined : tab)),
  ),
});
