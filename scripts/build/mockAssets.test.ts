// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { listeningDevServer } from './listeningDevServer';
import { mockAssets } from './mockAssets';

// The first request for the world's files builds the world in Node: seconds alone, tens of seconds
// on a loaded 2-core machine. The timeout only stops a hang.
describe('the dev server in mock mode', { timeout: 120_000 }, () => {
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => ({ server, origin } = await listeningDevServer([mockAssets(undefined)])));
  afterAll(() => server.close());

  it('serves every file of the world as JSON, the late ones too', async () => {
    for (const file of ['location.json', 'job.json', 'article.late.0.json']) {
      const response = await fetch(`${origin}/mock-world/x1/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toMatchObject({ dates: expect.any(Object) });
    }
    const smallTables = await fetch(`${origin}/mock-world/x1/small-tables.json`);
    expect(await smallTables.json()).toMatchObject({ user: { dates: expect.any(Object) } });
  });

  it('answers 404 for a file or a scale the world does not have', async () => {
    for (const path of ['/mock-world/x1/nothing.json', '/mock-world/x3/job.json'])
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
  });
});
