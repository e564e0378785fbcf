import { QueryClient } from '@tanstack/react-query';

export type QueryClientOptions = {
  /**
   * Wait between retries of a failed query; React Query's backoff (1 s, then 2 s) when unset.
   * Tests and stories retry at once: they show the same states without waiting on the clock.
   */
  retryDelayMs?: number;
};

/** Each query brings its own cache settings (api/cachePolicy.ts); these are only the safe defaults. */
export function createQueryClient({ retryDelayMs }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
      },
      mutations: { retry: false },
    },
  });
}
