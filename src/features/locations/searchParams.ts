import type { LocationSort } from '@/api/generated';
import { optionalChoice, optionalPage, optionalText } from '@/lib/searchParams';

export const DEFAULT_SORT: LocationSort = 'latest';

/** The contract's sort values; the record makes a value added to the contract a type error here. */
const SORT_VALUES: Record<LocationSort, true> = {
  latest: true,
  popularity: true,
  name: true,
  jobs_count: true,
  profiles_count: true,
};
const SORTS = Object.keys(SORT_VALUES) as LocationSort[];

export type LocationSearch = {
  search?: string;
  country?: string;
  sort?: LocationSort;
  page?: number;
};

/** The list's filters as they live in the URL; anything malformed reads as the default. */
export function validateLocationSearch(search: Record<string, unknown>): LocationSearch {
  return {
    search: optionalText(search.search),
    country: optionalText(search.country, 100),
    sort: optionalChoice(SORTS, search.sort),
    page: optionalPage(search.page),
  };
}

export const LOCATION_TABS = [
  'overview',
  'cost-of-living',
  'neighborhoods',
  'transport',
  'healthcare',
  'business',
  'safety',
  'visa',
] as const;

export type LocationTab = (typeof LOCATION_TABS)[number];

export function validateLocationTab(search: Record<string, unknown>): { tab?: LocationTab } {
  const tab = optionalChoice(LOCATION_TABS, search.tab);
  return { tab: tab === 'overview' ? undefined : tab };
}
