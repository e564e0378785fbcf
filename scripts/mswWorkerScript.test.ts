// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { listeningDevServer } from './listeningDevServer';
import { mswWorkerScript } from './mswWorkerScript';

let server: ViteDevServer;
let origin: string;

beforeAll(async () => ({ server, origin } = await listeningDevServer([mswWorkerScript()])));
afterAll(() => server.close());

it("serves MSW's service worker script from the package", async () => {
  const response = await fetch(`${origin}/mockServiceWorker.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript');
  expect(await response.text()).toContain('Mock Service Worker');
});
