type RouteWithOptions = { options: { loader?: unknown } };

/**
 * Whether a page fetches before it renders: one of its routes (its own or a parent) has a
 * loader. In mock mode such a page starts the mock at once (`inBrowserMock.ts`), and its
 * build-time HTML asks for what the mock answers from (`scripts/build/prerender.ts`).
 */
export function loadsData(matchedRoutes: readonly RouteWithOptions[]): boolean {
  return matchedRoutes.some((route) => route.options.loader);
}
