import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';
import { now } from '@/lib/clock';
import { apiRequest } from './client';
import { setUnauthorizedHandler } from './clientState';
import { ApiError, errorBannerMessage, GENERIC_ERROR_MESSAGE } from './errors';
import { vListLocationsResponse } from './generated/valibot.gen';
import { locationsQueryOptions } from './locations';
import { AUTH_TOKEN_KEY } from './token';
import { apiTimeoutMs } from './env';

const server = setupMockApi();
const vEcho = v.object({ authorization: v.nullable(v.string()) });

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

describe('apiRequest', () => {
  it('sends the stored token as a bearer token', async () => {
    server.use(
      http.get(`${API_ORIGIN}/echo`, ({ request }) =>
        HttpResponse.json({ authorization: request.headers.get('Authorization') }),
      ),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    await expect(apiRequest('/echo', vEcho)).resolves.toEqual({
      authorization: 'Bearer token-123',
    });
  });

  it('sends no Authorization header for a visitor', async () => {
    server.use(
      http.get(`${API_ORIGIN}/echo`, ({ request }) =>
        HttpResponse.json({ authorization: request.headers.get('Authorization') }),
      ),
    );
    await expect(apiRequest('/echo', vEcho)).resolves.toEqual({ authorization: null });
  });

  it('returns the parsed body of a valid response', async () => {
    const result = await apiRequest('/locations', vListLocationsResponse, {
      searchParams: { per_page: 3 },
    });
    expect(result.data).toHaveLength(3);
    expect(result.meta.per_page).toBe(3);
  });

  it('drops empty search parameters instead of sending them', async () => {
    let seen = '';
    server.use(
      http.get(`${API_ORIGIN}/echo`, ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ authorization: null });
      }),
    );
    await apiRequest('/echo', vEcho, { searchParams: { search: '', country: undefined, page: 2 } });
    expect(seen).toBe('?page=2');
  });

  it('on a 401 removes the token and calls the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const error = await rejection(apiRequest('/auth/user', vEcho));
    expect(error.status).toBe(401);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reads the server message and field errors of a 422', async () => {
    const error = await rejection(
      apiRequest('/auth/register', vEcho, {
        method: 'post',
        json: {
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

  it('turns a response that breaks the contract into a clear contract error', async () => {
    server.use(
      http.get(`${API_ORIGIN}/locations`, () => HttpResponse.json({ data: 'not a list' })),
    );
    const error = await rejection(apiRequest('/locations', vListLocationsResponse));
    expect(error.kind).toBe('contract');
    expect(error.message).toMatch(/does not match the API contract/);
  });

  it('turns malformed JSON into a contract error', async () => {
    server.use(
      http.get(`${API_ORIGIN}/locations`, () => new HttpResponse('{"data": [', { status: 200 })),
    );
    const error = await rejection(apiRequest('/locations', vListLocationsResponse));
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
    const inSeconds = await rejection(apiRequest('/locations', vListLocationsResponse));
    expect(inSeconds.retryAfterSeconds).toBe(40);
    throttle(new Date(now().getTime() + 600_000).toUTCString());
    const asDate = await rejection(apiRequest('/locations', vListLocationsResponse));
    expect(asDate.retryAfterSeconds).toBe(600);
  });

  it('turns a network failure into a network error', async () => {
    server.use(http.get(`${API_ORIGIN}/locations`, () => HttpResponse.error()));
    const error = await rejection(apiRequest('/locations', vListLocationsResponse));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });
});

describe('a server that never answers', () => {
  it('becomes a timeout error once its time is up, like any other failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(`${API_ORIGIN}/locations`, () => new Promise<never>(() => undefined)));
      const pending = rejection(apiRequest('/locations', vListLocationsResponse));
      await vi.advanceTimersByTimeAsync(apiTimeoutMs + 1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(errorBannerMessage(error)).toBe(GENERIC_ERROR_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('errorBannerMessage (SPEC §8)', () => {
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
  it('carry the SPEC §9 cache settings for locations', () => {
    const options = locationsQueryOptions({ page: 1 });
    expect(options.staleTime).toBe(5 * 60_000);
    expect(options.gcTime).toBe(10 * 60_000);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.queryKey).toEqual(['locations', 'list', { page: 1 }]);
  });
});
