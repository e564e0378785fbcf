import * as v from 'valibot';
import { notifyUnauthorized, whenBackendReady, whenHydrated } from './clientState';
import { apiBaseUrl, apiTimeoutMs } from './env';
import { type Client, createClient } from './generated/client';
import { createQuerySerializer } from './generated/client/utils.gen';
import { apiErrorFromResponse, failureOf } from './http';
import { authToken } from './token';

/** An absolute prefix: Request objects outside a browser page (tests, workers) cannot resolve '/api'. */
function absolutePrefix(base: string): string {
  const page = globalThis.location?.href;
  return page ? new URL(base, page).href : base;
}

const serializeQuery = createQuerySerializer();

/** A form's submission goes under its key: the server answers one submission once (`useSubmission`). */
export function submittedAs(submissionKey: string) {
  return { headers: { 'Idempotency-Key': submissionKey } };
}

/** A call's 401 is its own business (sign-in, the start-up session check, sign-out): nobody is signed out. */
export const keepSessionOn401 = { meta: { keepSessionOn401: true } };

/** `meta` travels from the SDK call's options to the interceptors untouched. */
const vKeepsSession = v.object({ meta: v.object({ keepSessionOn401: v.literal(true) }) });

function keepsSession(request: Request, options: object): boolean {
  // A submission's 401 is its sender's business: `useSubmission` asks the member to sign in again.
  return v.is(vKeepsSession, options) || request.headers.has('Idempotency-Key');
}

const generated = createClient({
  baseUrl: absolutePrefix(apiBaseUrl),
  headers: { Accept: 'application/json' },
  kyOptions: { retry: 0 },
  timeout: apiTimeoutMs,
  throwOnError: true,
  // Every answer with a body is JSON: an HTML page where JSON was due is a contract break.
  parseAs: 'json',
  // An empty filter is no filter: `?search=` is not sent.
  querySerializer: (query) =>
    serializeQuery(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))),
});

generated.interceptors.request.use(async (request) => {
  await whenBackendReady();
  const token = authToken.get();
  if (token && !request.headers.has('Authorization'))
    request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

// Build-time HTML hydrates with no data: answers land once it has (`src/main.tsx`).
generated.interceptors.response.use(async (response) => {
  await whenHydrated();
  return response;
});

generated.interceptors.error.use((body, response, request, options) => {
  if (response.status === 401 && !keepsSession(request, options)) {
    authToken.clear();
    notifyUnauthorized();
  }
  return apiErrorFromResponse(response, body);
});

type Send = Client['get'];

function sentPath(options: Parameters<Send>[0]): string {
  const params = (options.path ?? {}) as Record<string, unknown>;
  return options.url.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** The same method, every failure of which is one ApiError. */
function failingAsApiError(method: string, send: Send): Send {
  return (async (options: Parameters<Send>[0]) => {
    try {
      return await send(options);
    } catch (error) {
      // A cancelled query (its page left) is not a failure; React Query expects the abort back.
      if (options.signal?.aborted) throw error;
      throw failureOf(error, { operation: `${method} ${options.url}`, path: sentPath(options) });
    }
  }) as Send;
}

/**
 * The API client every call goes through (`client: api`): the generated client on ky, which waits
 * for the backend (mock mode), sends the bearer token, parses every body with the contract's
 * schema, and turns every failure into one ApiError. A 401 clears the session and sends the
 * visitor to sign in, unless the call keeps it (`keepSessionOn401`, submissions).
 */
export const api: Client = {
  ...generated,
  get: failingAsApiError('GET', generated.get),
  post: failingAsApiError('POST', generated.post),
  put: failingAsApiError('PUT', generated.put),
  patch: failingAsApiError('PATCH', generated.patch),
  delete: failingAsApiError('DELETE', generated.delete),
};

/** The options of a form's submission: this client, and the form's key (`submittedAs`). */
export function submissionOptions(submissionKey: string) {
  return { client: api, ...submittedAs(submissionKey) };
}

if (import.meta.env.DEV && import.meta.env.VITE_API_BASE_URL)
  void import('./contractWatch').then((watch) => watch.startContractWatch());
