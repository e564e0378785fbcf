import { QueryClient } from '@tanstack/react-query';

/** Each query brings its own SPEC §9 settings (api/cachePolicy.ts); these are only the safe defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
