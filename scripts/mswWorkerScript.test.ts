// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { mswWorkerScript } from './mswWorkerScript';

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    plugins: [mswWorkerScript()],
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

it("serves MSW's service worker script from the package", async () => {
  const response = await fetch(`${origin}/mockServiceWorker.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript');
  expect(await response.text()).toContain('Mock Service Worker');
});
