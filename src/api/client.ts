import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { apiBaseUrl } from '@/app/env';
import { ApiError, apiErrorFromBody } from './errors';
import { authToken } from './token';

let backendReady: Promise<unknown> = Promise.resolve();
let unauthorizedHandler: () => void = () => {
  if (globalThis.location && globalThis.location.pathname !== '/login')
    globalThis.location.assign('/login');
};

/** Requests wait for this promise first (in mock mode: the service worker starting). */
export function setBackendReady(ready: Promise<unknown>): void {
  backendReady = ready.catch((error: unknown) =>
    console.error('The mock API failed to start', error),
  );
}

/** What happens after a 401 once the token is gone (default: a full navigation to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** An absolute prefix: Request objects outside a browser page (tests, workers) cannot resolve '/api'. */
function absolutePrefix(base: string): string {
  const page = globalThis.location?.href;
  return page ? new URL(base, page).href : base;
}

const http = ky.create({
  prefixUrl: absolutePrefix(apiBaseUrl),
  headers: { Accept: 'application/json' },
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  hooks: {
    beforeRequest: [
      async (request) => {
        await backendReady;
        const token = authToken.get();
        if (token && !request.headers.has('Authorization'))
          request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, options, response) => {
        if (response.status === 401 && !options.context.keepSessionOn401) {
          authToken.clear();
          unauthorizedHandler();
        }
      },
    ],
  },
});

type RequestOptions = {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  headers?: Record<string, string>;
  /** A 401 from this call is the caller's business: the session is not cleared and nobody is redirected. */
  keepSessionOn401?: boolean;
};

function cleanSearchParams(
  params: RequestOptions['searchParams'],
): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  try {
    return await http(path.replace(/^\//, ''), {
      method: options.method ?? 'get',
      searchParams: cleanSearchParams(options.searchParams),
      json: options.json,
      headers: options.headers,
      context: { keepSessionOn401: options.keepSessionOn401 ?? false },
    });
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => undefined);
      throw apiErrorFromBody(error.response.status, body);
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

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Calls the API and parses the body with the contract's schema: a broken response becomes a clear ApiError. */
export async function apiRequest<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const response = await send(path, options);
  const body: unknown = await response.json().catch(() => {
    throw new ApiError({
      status: response.status,
      kind: 'contract',
      message: `The response of ${path} is not valid JSON.`,
    });
  });
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError({
      status: response.status,
      kind: 'contract',
      message: `The response of ${path} does not match the API contract (${describeIssues(result.issues)}).`,
    });
  }
  return result.output;
}

/** Calls the API when no body is expected back (e.g. 204 No Content). */
export async function apiCommand(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, { method: 'post', ...options });
}
