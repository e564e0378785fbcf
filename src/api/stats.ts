import { queryOptions } from '@tanstack/react-query';
import { getStatsOptions } from './generated/@tanstack/react-query.gen';
import { cachePolicy } from './cachePolicy';
import { api } from './client';

export function statsQueryOptions() {
  return queryOptions({
    ...getStatsOptions({ client: api }),
    ...cachePolicy.list,
    select: (response) => response.data,
  });
}
