// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { listeningDevServer } from './listeningDevServer';
import { mswWorkerScript } from './mswWorkerScript';

const require = createRequire(import.meta.url);
let server: ViteDevServer;
let origin: string;

beforeAll(async () => ({ server, origin } = await listeningDevServer([mswWorkerScript()])));
afterAll(() => server.close());

it("serves MSW's service worker script, the same as the installed msw's", async () => {
  const response = await fetch(`${origin}/mockServiceWorker.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript');
  const script = await response.text();
  expect(script).toContain('Mock Service Worker');
  expect(script).toBe(readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'));
});
