// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cachePolicy, retryTransientFailures } from './cachePolicy';
import { ApiError } from './errors';

describe('retryTransientFailures', () => {
  it('retries a server or network failure at most twice', () => {
    const serverError = new ApiError({ status: 500, kind: 'http', message: 'boom' });
    expect(retryTransientFailures(0, serverError)).toBe(true);
    expect(retryTransientFailures(1, serverError)).toBe(true);
    expect(retryTransientFailures(2, serverError)).toBe(false);
  });

  it('does not retry a 404 or a contract break, which would fail again, nor a timeout', () => {
    expect(
      retryTransientFailures(0, new ApiError({ status: 404, kind: 'http', message: 'gone' })),
    ).toBe(false);
    expect(
      retryTransientFailures(0, new ApiError({ status: 200, kind: 'contract', message: 'bad' })),
    ).toBe(false);
    expect(
      retryTransientFailures(0, new ApiError({ status: 0, kind: 'timeout', message: 'slow' })),
    ).toBe(false);
  });

  it('keeps a job detail fresh for 10 minutes and cached for 30', () => {
    expect(cachePolicy.jobDetail.staleTime).toBe(10 * 60_000);
    expect(cachePolicy.jobDetail.gcTime).toBe(30 * 60_000);
  });
});
