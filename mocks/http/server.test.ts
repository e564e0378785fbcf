// @vitest-environment node
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeResponsesConform } from '../contractSuite';
import { storageReport } from '../persist';
import { buildWorldHere } from '../seed';
import { reseedFrom } from '../seed/reseed';
import { SENT_MAIL_PATH } from './sentMail';
import { startMockHttpServer, type MockHttpServer } from './server';

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 });
});
beforeEach(async () => {
  await reseedFrom(buildWorldHere);
});
afterAll(() => mock.close());

describeResponsesConform('the HTTP mock server', () => mock.url);

describe('the HTTP mock server', () => {
  it('keeps its world in memory even where the process has an IndexedDB (a test DOM)', async () => {
    const indexedDB = new IDBFactory();
    vi.stubGlobal('indexedDB', indexedDB);
    const other = await startMockHttpServer({ port: 0 }).finally(() => vi.unstubAllGlobals());
    await other.close();
    expect(storageReport().mode).toBe('memory');
    expect(await indexedDB.databases()).toEqual([]);
  });

  it('lets local pages call it (CORS) and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${mock.url}/auth/login`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const local = await preflight('http://localhost:4310');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4310');
    expect(local.headers.get('access-control-allow-headers')).toContain('Authorization');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const answer = await fetch(`${mock.url}/stats`, {
      headers: { Origin: 'http://127.0.0.1:4311' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4311');
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('gzips large answers for clients that accept it, as a production API would', async () => {
    const url = `${mock.url}/locations?per_page=12`;
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    const plain = await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(raw.body.length).toBeLessThan(plain.length / 3);
    expect(gunzipSync(raw.body).toString()).toBe(plain);
  });

  it('shows QA what it would have emailed, newest first, outside the API', async () => {
    await fetch(`${mock.url}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'explorer@ginger.example' }),
    });
    const response = await fetch(new URL(SENT_MAIL_PATH, mock.url));
    const { data } = (await response.json()) as { data: Array<{ to: string; link: string }> };
    expect(data[0]).toMatchObject({
      to: 'explorer@ginger.example',
      link: expect.stringMatching(/^\/reset-password\?token=[0-9a-f]+$/),
    });
  });

  it('answers 404 in the contract’s error shape for a path it does not serve', async () => {
    const response = await fetch(`${mock.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
