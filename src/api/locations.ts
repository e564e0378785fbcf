import { queryOptions } from '@tanstack/react-query';
import type { ListLocationsData } from './generated';
import { getLocationOptions, listLocationsOptions } from './generated/@tanstack/react-query.gen';
import { cachePolicy } from './cachePolicy';
import { dataQueryOptions } from './envelope';
import { api } from './client';

export type LocationFilters = NonNullable<ListLocationsData['query']>;

export function locationsQueryOptions(filters: LocationFilters = {}) {
  return queryOptions({
    ...listLocationsOptions({ client: api, query: filters }),
    ...cachePolicy.list,
  });
}

export function locationQueryOptions(slug: string) {
  return dataQueryOptions(getLocationOptions({ client: api, path: { slug } }), cachePolicy.list);
}

/** The countries the directory covers (from the list's `available_filters`), for filters and lookups. */
export function countriesQueryOptions() {
  return queryOptions({
    ...locationsQueryOptions({ per_page: 1 }),
    select: (response) => response.available_filters.country,
  });
}
