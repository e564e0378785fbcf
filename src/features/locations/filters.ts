import type { LocationFilters } from '@/api/locations';
import { DEFAULT_SORT, type LocationSearch } from './searchParams';

export const LOCATIONS_PER_PAGE = 12;

export function toLocationFilters(search: LocationSearch): LocationFilters {
  return {
    search: search.search,
    country: search.country,
    sort: search.sort ?? DEFAULT_SORT,
    page: search.page ?? 1,
    per_page: LOCATIONS_PER_PAGE,
  };
}
