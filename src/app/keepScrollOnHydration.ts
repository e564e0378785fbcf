import type { createAppRouter } from './router';

/**
 * The router scrolls to the top when it first renders a page. A page built with its HTML can be
 * read before its script has loaded: a visitor who has scrolled down by then (or is tapping a
 * link lower down) stays where they are when the page is hydrated. Later navigations scroll as
 * before.
 */
export function keepScrollOnHydration(router: ReturnType<typeof createAppRouter>) {
  let hydrated = false;
  router.update({
    ...router.options,
    scrollRestoration: () => {
      const isHydration = !hydrated;
      hydrated = true;
      return !isHydration;
    },
  });
}
