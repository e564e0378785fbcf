import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { whenBackendReady } from '@/api/clientState';
import { runInBrowserMock } from './inBrowserMock';

const startBrowserMock = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../mocks/browser', () => ({ startBrowserMock }));
vi.mock('./mockContractWatch', () => ({ watchMockContract: () => () => {} }));

function routerMatching(...routes: { loader?: () => void }[]): AnyRouter {
  return {
    getMatchedRoutes: () => [routes.map((options) => ({ options })), {}, undefined],
  } as unknown as AnyRouter;
}

beforeEach(() => {
  startBrowserMock.mockClear();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

it('waits for the first request on a page whose route loads nothing', async () => {
  runInBrowserMock(routerMatching({}, {}));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(startBrowserMock).not.toHaveBeenCalled();

  await whenBackendReady();
  expect(startBrowserMock).toHaveBeenCalledTimes(1);
});

it('starts at once, after a paint, for a route that loads data', async () => {
  runInBrowserMock(routerMatching({}, { loader: () => {} }));
  await vi.waitFor(() => expect(startBrowserMock).toHaveBeenCalledTimes(1));
});

it('starts at once in a QA session and hands the scenario of the address to the mock', async () => {
  window.history.replaceState(null, '', '/terms?mock=empty');
  runInBrowserMock(routerMatching({}));
  await vi.waitFor(() => expect(startBrowserMock).toHaveBeenCalledWith('?mock=empty'));
});
