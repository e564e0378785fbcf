import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { now } from '@/lib/clock';
import { apiBaseUrl, apiTimeoutMs } from './env';
import { notifyUnauthorized, whenBackendReady } from './clientState';
import { ApiError } from './errors';
import { authToken } from './token';

export type RequestOptions = {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  headers?: Record<string, string>;
  /** A 401 from this call is the caller's business: the session is not cleared and nobody is redirected. */
  keepSessionOn401?: boolean;
  /**
   * Sent as Idempotency-Key: the server answers one submission once, however often it arrives.
   * A submission's 401 is its sender's business (`useSubmission` asks the member to sign in again).
   */
  submissionKey?: string;
};

/** An absolute prefix: Request objects outside a browser page (tests, workers) cannot resolve '/api'. */
function absolutePrefix(base: string): string {
  const page = globalThis.location?.href;
  return page ? new URL(base, page).href : base;
}

const http = ky.create({
  prefixUrl: absolutePrefix(apiBaseUrl),
  headers: { Accept: 'application/json' },
  retry: 0,
  timeout: apiTimeoutMs,
  hooks: {
    beforeRequest: [
      async (request) => {
        await whenBackendReady();
        const token = authToken.get();
        if (token && !request.headers.has('Authorization'))
          request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, options, response) => {
        if (response.status === 401 && !options.context.keepSessionOn401) {
          authToken.clear();
          notifyUnauthorized();
        }
      },
    ],
  },
});

/** Error bodies are read leniently: any of `message` and `errors` that has the right shape is used. */
const vErrorBody = v.object({
  message: v.fallback(v.optional(v.string()), undefined),
  errors: v.fallback(v.optional(v.record(v.string(), v.array(v.string()))), undefined),
});

/** Retry-After in seconds, as a number or an HTTP date. */
function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After')?.trim();
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header)
    ? Number(header)
    : Math.ceil((Date.parse(header) - now().getTime()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const { status } = response;
  const parsed = v.safeParse(vErrorBody, body);
  const serverMessage = parsed.success ? parsed.output.message?.trim() || undefined : undefined;
  const fieldErrors = parsed.success ? (parsed.output.errors ?? {}) : {};
  return new ApiError({
    status,
    kind: 'http',
    message: serverMessage ?? `Request failed with status ${status}.`,
    serverMessage,
    fieldErrors,
    retryAfterSeconds: status === 429 ? retryAfterSeconds(response) : undefined,
  });
}

function cleanSearchParams(
  params: RequestOptions['searchParams'],
): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** Sends one request; every failure becomes an ApiError. */
export async function send(path: string, options: RequestOptions): Promise<Response> {
  try {
    return await http(path.replace(/^\//, ''), {
      method: options.method ?? 'get',
      searchParams: cleanSearchParams(options.searchParams),
      json: options.json,
      headers: options.submissionKey
        ? { ...options.headers, 'Idempotency-Key': options.submissionKey }
        : options.headers,
      context: {
        keepSessionOn401: options.keepSessionOn401 ?? options.submissionKey !== undefined,
      },
    });
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => undefined);
      throw apiErrorFromResponse(error.response, body);
    }
    if (error instanceof TimeoutError) {
      throw new ApiError({
        status: 0,
        kind: 'timeout',
        message: 'The server took too long to answer.',
      });
    }
    throw new ApiError({ status: 0, kind: 'network', message: 'The server could not be reached.' });
  }
}
