// @vitest-environment node
import { beforeEach, expect, it, vi } from 'vitest';
import { setBackendStarter, whenBackendReady, whenStartingBackendReady } from './clientState';

const start = vi.fn(() => Promise.resolve());

beforeEach(() => {
  start.mockClear();
  setBackendStarter(start);
});

it('starts the backend with the first request, once', async () => {
  expect(start).not.toHaveBeenCalled();
  await Promise.all([whenBackendReady(), whenBackendReady()]);
  await whenBackendReady();
  expect(start).toHaveBeenCalledTimes(1);
});

it('lets the session check wait for a start under way without starting one', async () => {
  await whenStartingBackendReady();
  expect(start).not.toHaveBeenCalled();

  let finish = () => {};
  start.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
  void whenBackendReady();
  let settled = false;
  void whenStartingBackendReady().then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  finish();
  await whenStartingBackendReady();
  expect(settled).toBe(true);
});

it('reports a backend that fails to start, and requests still go ahead', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  setBackendStarter(() => Promise.reject(new Error('no service worker')));
  await expect(whenBackendReady()).resolves.toBeUndefined();
  expect(error).toHaveBeenCalledWith('The mock API failed to start', expect.any(Error));
});
