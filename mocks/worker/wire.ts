/**
 * Requests and answers as they cross between the page and the mock's worker: plain data and the
 * body's bytes (transferred, not copied), since a `Request` or `Response` can't be posted.
 */
export type WireRequest = {
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
};

export type WireResponse = {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
};

/** The worker's answer: a response, none ('unhandled': the page asks the network), or a network error. */
export type WireAnswer = WireResponse | 'unhandled' | 'network-error';

const BODILESS_METHODS = new Set(['GET', 'HEAD']);
/** Statuses whose responses carry no body (`new Response` throws if given one). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

export async function toWireRequest(request: Request): Promise<WireRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: BODILESS_METHODS.has(request.method) ? null : await request.arrayBuffer(),
  };
}

export function fromWireRequest({ url, method, headers, body }: WireRequest): Request {
  return new Request(url, { method, headers, body });
}

export async function toWireAnswer(response: Response | undefined): Promise<WireAnswer> {
  if (!response) return 'unhandled';
  if (response.type === 'error') return 'network-error';
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer(),
  };
}

/** The page's `Response` for an answer: undefined when no handler answered; rejects as `fetch` does on a network error. */
export function fromWireAnswer(answer: WireAnswer): Response | undefined {
  if (answer === 'unhandled') return undefined;
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  const { status, statusText, headers, body } = answer;
  return new Response(body, { status, statusText, headers });
}

/** The buffers anywhere in a message: handed over to the other side instead of copied. */
export function transferablesOf(value: unknown): ArrayBuffer[] {
  if (value instanceof ArrayBuffer) return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).flatMap(transferablesOf);
}
