import { queryOptions } from '@tanstack/react-query';
import { searchSiteOptions } from './generated/@tanstack/react-query.gen';
import { cachePolicy } from './cachePolicy';
import { api } from './client';

export function siteSearchQueryOptions(q: string) {
  return queryOptions({
    ...searchSiteOptions({ client: api, query: { q } }),
    ...cachePolicy.list,
    select: (response) => response.sections,
  });
}
