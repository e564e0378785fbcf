import { queryOptions } from '@tanstack/react-query';
import { vGetStatsResponse } from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiRequest } from './client';

export const statsKeys = { all: ['stats'] as const };

export function statsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.all,
    queryFn: async () => (await apiRequest('/stats', vGetStatsResponse)).data,
    ...cachePolicy.list,
  });
}
