import type { RouterHistory } from '@tanstack/react-router';
import { forgetSession } from '@/api/auth';
import { setUnauthorizedHandler } from '@/api/clientState';
import { createQueryClient, type QueryClientOptions } from './query-client';
import { createAppRouter } from './router';

/**
 * The query cache and router of one app instance, wired so that a 401 anywhere ends the
 * session in the cache too and sends the visitor to /login, coming back after.
 */
export function createApp(history?: RouterHistory, options?: QueryClientOptions) {
  const queryClient = createQueryClient(options);
  const router = createAppRouter(queryClient, history);
  setUnauthorizedHandler(() => {
    forgetSession(queryClient);
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: href } });
  });
  return { queryClient, router };
}
