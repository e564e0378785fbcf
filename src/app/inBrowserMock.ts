import type { AnyRouter } from '@tanstack/react-router';
import { setBackendStarter, whenBackendReady } from '@/api/clientState';
import { isQaSession } from '../../mocks/scenarios/session';
import { loadsData } from './loadsData';

/** Resolves once the browser has painted what is on screen now. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Mock mode: MSW's service worker answers the API from the page's handlers (docs/QA.md). It loads with the first request, after a
 * paint, so pages without data never load it and the first paint never waits for it. A page that
 * fetches in its route loader, or a QA session (whose panel shows on every page), starts it at
 * once: beside the route's chunks rather than after them. Requests wait for it.
 */
export function runInBrowserMock(router: AnyRouter): void {
  // Read before the router starts: `?mock=` QA scenarios are applied by the mock.
  const search = location.search;
  setBackendStarter(async () => {
    await afterNextPaint();
    const { startBrowserMock } = await import('../../mocks/browser');
    if (import.meta.env.DEV) (await import('./mockContractWatch')).watchMockContract();
    await startBrowserMock(search);
  });
  const [matchedRoutes] = router.getMatchedRoutes(location.pathname);
  if (loadsData(matchedRoutes) || isQaSession(search)) void whenBackendReady();
}
