import { queryOptions } from '@tanstack/react-query';
import type { ListLocationsData } from './generated';
import { vGetLocationResponse, vListLocationsResponse } from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiRequest } from './client';

export type LocationFilters = NonNullable<ListLocationsData['query']>;

export const locationKeys = {
  all: ['locations'] as const,
  list: (filters: LocationFilters) => [...locationKeys.all, 'list', filters] as const,
  detail: (slug: string) => [...locationKeys.all, 'detail', slug] as const,
};

export function locationsQueryOptions(filters: LocationFilters = {}) {
  return queryOptions({
    queryKey: locationKeys.list(filters),
    queryFn: () => apiRequest('/locations', vListLocationsResponse, { searchParams: filters }),
    ...cachePolicy.list,
  });
}

export function locationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: locationKeys.detail(slug),
    queryFn: async () =>
      (await apiRequest(`/locations/${encodeURIComponent(slug)}`, vGetLocationResponse)).data,
    ...cachePolicy.list,
  });
}

/** The countries the directory covers (from the list's `available_filters`), for filters and lookups. */
export function countriesQueryOptions() {
  return queryOptions({
    ...locationsQueryOptions({ per_page: 1 }),
    select: (response) => response.available_filters.country,
  });
}
