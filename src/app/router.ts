import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/api/auth';
import type { User } from '@/api/generated';
import { routeTree } from '@/routeTree.gen';

export type RouterContext = {
  queryClient: QueryClient;
  auth: {
    /** The signed-in user, or null; fetched once per session and cached. */
    ensureUser: () => Promise<User | null>;
  };
};

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: {
      queryClient,
      auth: { ensureUser: () => queryClient.ensureQueryData(currentUserQueryOptions()) },
    },
    defaultPreload: 'intent',
    // Query data has its own freshness rules; the router always asks the query cache.
    defaultPreloadStaleTime: 0,
    // No pending component: it would wrap every route in a Suspense boundary, which build-time
    // HTML would hydrate in a later pass than the page around it. A slow route keeps the page
    // on screen, with the progress bar of `RootLayout`, until it is ready.
    // Rarely seen screens load on demand, keeping them out of the first paint's JavaScript.
    defaultErrorComponent: lazyRouteComponent(
      () => import('@/features/layout/RouteError'),
      'RouteError',
    ),
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/features/layout/NotFoundPage'),
      'NotFoundPage',
    ),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** On the navigation that follows a sign-up: the page greets a new member, not a returning one. */
    justJoined?: boolean;
    /** On the navigation that follows deleting an account: the home page says it is done. */
    accountDeleted?: boolean;
  }
}
