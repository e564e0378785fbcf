import { queryOptions } from '@tanstack/react-query';
import { vSearchSiteResponse } from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiRequest } from './client';

export const searchKeys = { query: (q: string) => ['search', q] as const };

export function siteSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.query(q),
    queryFn: async () =>
      (await apiRequest('/search', vSearchSiteResponse, { searchParams: { q } })).sections,
    ...cachePolicy.list,
  });
}
