// @vitest-environment node
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_SCENARIO } from '../scenarios/scenario';
import type { MockBackendCalls } from './protocol';
import { callerOf, type Port, serveCalls } from './rpc';
import { fromWireAnswer, fromWireRequest, toWireAnswer, toWireRequest } from './wire';

const handlers = [
  http.get('*/api/jobs', ({ request }) =>
    HttpResponse.json(
      { city: new URL(request.url).searchParams.get('city') },
      { headers: { 'X-Total-Count': '3' } },
    ),
  ),
  http.post('*/api/echo', async ({ request }) =>
    HttpResponse.json(await request.json(), { status: 201 }),
  ),
  http.delete('*/api/jobs/1', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/offline', () => HttpResponse.error()),
];

const unused = () => Promise.reject(new Error('not in this test'));
const backendCalls: MockBackendCalls = {
  start: unused,
  answer: async (request) => toWireAnswer(await getResponse(handlers, fromWireRequest(request))),
  signIn: async (as) => (as === 'visitor' ? null : `token-of-${as}`),
  setScenario: () => {},
  forgetPersistedData: () => Promise.reject(new Error('The storage is blocked.')),
  sentMail: () => [],
};

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach(({ port1 }) => port1.close()));

/** The page's caller, wired to `calls` served on the other end of a channel (the worker's). */
function connected(calls = backendCalls) {
  const channel = new MessageChannel();
  channels.push(channel);
  serveCalls(channel.port2 as unknown as Port, calls);
  const call = callerOf(channel.port1 as unknown as Port, () => {});
  const answer = async (url: string, init?: RequestInit) =>
    fromWireAnswer(
      await call(
        'answer',
        await toWireRequest(new Request(new URL(url, 'http://ginger.test'), init)),
      ),
    );
  return { call, answer, port: channel.port1 };
}

describe("the page's calls to the mock's worker", () => {
  it('bring back the answer whole: status, headers and body', async () => {
    const { answer } = connected();
    const jobs = await answer('/api/jobs?city=Hanoi');
    expect(jobs?.status).toBe(200);
    expect(jobs?.headers.get('X-Total-Count')).toBe('3');
    expect(await jobs?.json()).toEqual({ city: 'Hanoi' });
  });

  it("carry a request's body to the handler", async () => {
    const { answer } = connected();
    const echo = await answer('/api/echo', { method: 'POST', body: '{"title":"Barista"}' });
    expect(echo?.status).toBe(201);
    expect(await echo?.json()).toEqual({ title: 'Barista' });
  });

  it('give an answer without a body as one', async () => {
    const { answer } = connected();
    const deleted = await answer('/api/jobs/1', { method: 'DELETE' });
    expect(deleted?.status).toBe(204);
    expect(await deleted?.text()).toBe('');
  });

  it('leave a request no handler answers to the page (undefined), and fail one the mock drops as fetch does', async () => {
    const { answer } = connected();
    await expect(answer('/api/nothing-here')).resolves.toBeUndefined();
    await expect(answer('/api/offline')).rejects.toThrow(TypeError);
  });

  it("settle each call with its own result, and a call that fails with the worker's message", async () => {
    const { call } = connected();
    await expect(
      Promise.all([call('signIn', 'premium'), call('signIn', 'visitor')]),
    ).resolves.toEqual(['token-of-premium', null]);
    await expect(call('forgetPersistedData')).rejects.toThrow('The storage is blocked.');
    await expect(call('setScenario', NO_SCENARIO)).resolves.toBeUndefined();
  });

  it('fail, waiting or not, once the worker itself has failed', async () => {
    const { call, port } = connected({ ...backendCalls, signIn: () => new Promise(() => {}) });
    const waiting = call('signIn', 'free');
    port.dispatchEvent(Object.assign(new Event('error'), { message: 'SyntaxError in the script' }));
    await expect(waiting).rejects.toThrow("The mock's worker failed: SyntaxError in the script.");
    await expect(call('signIn', 'free')).rejects.toThrow("The mock's worker failed");
  });
});
