import { QueryClient } from '@tanstack/react-query';
import { retryTransientFailures } from '@/api/cachePolicy';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransientFailures, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
