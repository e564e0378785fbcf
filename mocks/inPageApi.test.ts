import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApiInPage } from './inPageApi';

const pageFetch = globalThis.fetch;
const network = vi.fn(async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  return new Response(`from the network: ${new URL(url, location.href).pathname}`);
});

const answers = [
  http.get('*/api/greeting', () => HttpResponse.json({ greeting: 'Sawasdee' })),
  http.post('*/api/echo', async ({ request }) =>
    HttpResponse.json(await request.json(), { status: 201 }),
  ),
  http.get('*/api/never', () => new Promise<Response>(() => {})),
];

beforeEach(() => {
  network.mockClear();
  globalThis.fetch = network as typeof fetch;
  answerApiInPage((request) => getResponse(answers, request));
});
afterEach(() => {
  globalThis.fetch = pageFetch;
});

describe('answerApiInPage', () => {
  it("answers the page's own API requests with the handlers, without the network", async () => {
    const greeting = await fetch('/api/greeting');
    expect(await greeting.json()).toEqual({ greeting: 'Sawasdee' });

    const echoUrl = new URL('/api/echo', location.href);
    const echo = await fetch(new Request(echoUrl, { method: 'POST', body: '{"city":"Hanoi"}' }));
    expect(echo.status).toBe(201);
    expect(await echo.json()).toEqual({ city: 'Hanoi' });
    expect(network).not.toHaveBeenCalled();
  });

  it('logs each answer where the Network panel would have shown it', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    await fetch('/api/greeting?lang=th');
    expect(debug).toHaveBeenCalledWith('[mock] GET /api/greeting?lang=th → 200');
    debug.mockRestore();
  });

  it('leaves everything else to the network: other paths, other origins, API paths no handler answers', async () => {
    for (const url of [
      '/images/scenes/generated/temple-1.svg',
      'https://elsewhere.example/api/greeting',
      '/api/planets',
    ])
      expect(await (await fetch(url)).text()).toBe(
        `from the network: ${new URL(url, location.href).pathname}`,
      );
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('rejects as fetch does when the request is aborted before its answer', async () => {
    const controller = new AbortController();
    const pending = fetch('/api/never', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
