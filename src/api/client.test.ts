import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';
import { now } from '@/lib/clock';
import { api, keepSessionOn401, submittedAs } from './client';
import { setUnauthorizedHandler } from './clientState';
import { onContractBreak } from './contractBreaks';
import { ApiError, errorBannerMessage, GENERIC_ERROR_MESSAGE } from './errors';
import { getCurrentUser, getJob, listLocations, register } from './generated/sdk.gen';
import { locationsQueryOptions } from './locations';
import { AUTH_TOKEN_KEY } from './token';
import { apiTimeoutMs } from './env';

const server = setupMockApi();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Records each request to `path` and lets the mock answer it. */
function watchRequests(path: string) {
  const seen: Request[] = [];
  server.use(
    http.all(`${API_ORIGIN}${path}`, ({ request }) => {
      seen.push(request.clone());
    }),
  );
  return seen;
}

const locations = (query = {}) => listLocations({ client: api, query });

describe('the API client', () => {
  it('sends the stored token as a bearer token', async () => {
    const seen = watchRequests('/locations');
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    await locations();
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header for a visitor', async () => {
    const seen = watchRequests('/locations');
    await locations();
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('returns the parsed body of a valid response', async () => {
    const { data } = await locations({ per_page: 3 });
    expect(data.data).toHaveLength(3);
    expect(data.meta.per_page).toBe(3);
  });

  it('drops empty search parameters instead of sending them', async () => {
    const seen = watchRequests('/locations');
    await locations({ search: '', country: undefined, page: 2 });
    expect(new URL(seen[0]!.url).search).toBe('?page=2');
  });

  it('sends a submission under its Idempotency-Key', async () => {
    const seen = watchRequests('/auth/register');
    await rejection(
      register({
        client: api,
        body: {
          name: 'A',
          email: 'a@ginger.example',
          password: 'x',
          password_confirmation: 'x',
          terms: true,
        },
        ...submittedAs('k'.repeat(32)),
      }),
    );
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('k'.repeat(32));
  });

  it('on a 401 removes the token and calls the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const error = await rejection(getCurrentUser({ client: api }));
    expect(error.status).toBe(401);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 for a call that handles its own', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const error = await rejection(getCurrentUser({ client: api, ...keepSessionOn401 }));
    expect(error.status).toBe(401);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('expired');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the server message and field errors of a 422', async () => {
    const error = await rejection(
      register({
        client: api,
        body: {
          name: 'A',
          email: 'explorer@ginger.example',
          password: 'long-enough',
          password_confirmation: 'x',
          terms: true,
        },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.name).toEqual(['The name field must be at least 2 characters.']);
    expect(error.serverMessage).toBe('The name field must be at least 2 characters.');
  });

  it('turns a response that breaks the contract into a clear contract error, and reports where', async () => {
    const hear = vi.fn();
    onContractBreak(hear);
    server.use(
      http.get(`${API_ORIGIN}/locations`, () => HttpResponse.json({ data: 'not a list' })),
    );
    try {
      const error = await rejection(locations());
      expect(error.kind).toBe('contract');
      expect(error.message).toMatch(
        /^The response of \/locations does not match the API contract \(data: /,
      );
      expect(hear).toHaveBeenCalledWith({
        operation: 'GET /locations',
        path: '/locations',
        issues: expect.arrayContaining([
          { field: 'data', expected: 'Array', received: '"not a list"' },
        ]) as unknown,
      });
    } finally {
      onContractBreak(undefined);
    }
  });

  it('refuses a property the contract does not declare', async () => {
    const hear = vi.fn();
    onContractBreak(hear);
    const job = (await getJob({ client: api, path: { id: 1 } })).data;
    server.use(
      http.get(`${API_ORIGIN}/jobs/1`, () =>
        HttpResponse.json({ data: { ...job.data, salary_note: 'negotiable' } }),
      ),
    );
    try {
      const error = await rejection(getJob({ client: api, path: { id: 1 } }));
      expect(error.kind).toBe('contract');
      expect(hear).toHaveBeenCalledWith({
        operation: 'GET /jobs/{id}',
        path: '/jobs/1',
        issues: [
          { field: 'data.salary_note', expected: 'no such field', received: '"salary_note"' },
        ],
      });
    } finally {
      onContractBreak(undefined);
    }
  });

  it('turns a body that is not JSON into a contract error', async () => {
    server.use(
      http.get(`${API_ORIGIN}/locations`, () => new HttpResponse('{"data": [', { status: 200 })),
    );
    const error = await rejection(locations());
    expect(error.kind).toBe('contract');
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('reads how long a throttled caller must wait, in seconds or as a date', async () => {
    const throttle = (retryAfter: string) =>
      server.use(
        http.get(`${API_ORIGIN}/locations`, () =>
          HttpResponse.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': retryAfter } },
          ),
        ),
      );
    throttle('40');
    const inSeconds = await rejection(locations());
    expect(inSeconds.retryAfterSeconds).toBe(40);
    throttle(new Date(now().getTime() + 600_000).toUTCString());
    const asDate = await rejection(locations());
    expect(asDate.retryAfterSeconds).toBe(600);
  });

  it('turns a network failure into a network error', async () => {
    server.use(http.get(`${API_ORIGIN}/locations`, () => HttpResponse.error()));
    const error = await rejection(locations());
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });
});

describe('a server that never answers', () => {
  it('becomes a timeout error once its time is up, like any other failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(`${API_ORIGIN}/locations`, () => new Promise<never>(() => undefined)));
      const pending = rejection(locations());
      await vi.advanceTimersByTimeAsync(apiTimeoutMs + 1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(errorBannerMessage(error)).toBe(GENERIC_ERROR_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('errorBannerMessage', () => {
  it('prefers the server message', () => {
    const error = new ApiError({
      status: 422,
      kind: 'http',
      message: 'x',
      serverMessage: 'Server says no',
      fieldErrors: { email: ['Taken'] },
    });
    expect(errorBannerMessage(error)).toBe('Server says no');
  });

  it('falls back to the first message of the first field', () => {
    const error = new ApiError({
      status: 422,
      kind: 'http',
      message: 'x',
      fieldErrors: { name: [], email: ['The email has already been taken.', 'Other'] },
    });
    expect(errorBannerMessage(error)).toBe('The email has already been taken.');
  });

  it('says why a change was not kept when the storage is full', () => {
    const serverMessage = 'The demo data could not be saved: the browser storage is full.';
    const error = new ApiError({ status: 507, kind: 'http', message: 'x', serverMessage });
    expect(errorBannerMessage(error)).toBe(serverMessage);
  });

  it.each([
    [
      'a server failure',
      500,
      'SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry',
    ],
    ['a gateway page', 502, 'Bad Gateway'],
    ['a dump in a client error', 422, `Trace: ${'at App\\Http\\Controller->store() '.repeat(20)}`],
  ])('never shows the text of %s', (_label, status, serverMessage) => {
    const error = new ApiError({ status, kind: 'http', message: serverMessage, serverMessage });
    expect(errorBannerMessage(error)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it.each([
    [40, 'Too many attempts. Please try again in 40 seconds.'],
    [1, 'Too many attempts. Please try again in 1 second.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [undefined, 'Too Many Attempts.'],
  ])('words the banner of a throttled call (Retry-After %s)', (retryAfterSeconds, banner) => {
    const error = new ApiError({
      status: 429,
      kind: 'http',
      message: 'x',
      serverMessage: 'Too Many Attempts.',
      retryAfterSeconds,
    });
    expect(errorBannerMessage(error)).toBe(banner);
  });

  it('falls back to the generic sentence', () => {
    expect(errorBannerMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe('An error occurred. Please try again.');
  });
});

describe('query options', () => {
  it('carry the list cache settings for locations, under the generated key', () => {
    const options = locationsQueryOptions({ page: 1 });
    expect(options.staleTime).toBe(5 * 60_000);
    expect(options.gcTime).toBe(10 * 60_000);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.queryKey).toEqual([
      expect.objectContaining({ _id: 'listLocations', tags: ['locations'], query: { page: 1 } }),
    ]);
  });
});
