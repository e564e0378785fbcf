import type { AnyRouter } from '@tanstack/react-router';

/**
 * Makes the router render a page's matches as the build-time render did (`prerender.tsx`), with no
 * client-only Suspense boundary around them, so hydrating the page's HTML matches it. The router
 * offers this only to its own server-rendering setup, through `router.ssr`, which is not public
 * API: this module is the one place that sets it. An upgrade that changes what it does fails
 * `e2e/shell.spec.ts` ('a page built ahead is hydrated in place').
 */
export function renderAsPrerendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}
