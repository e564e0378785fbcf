const API_PATH = '/api/';

function urlOf(input: RequestInfo | URL): URL {
  if (input instanceof Request) return new URL(input.url);
  return new URL(input, location.href);
}

/** Rejects as `fetch` does when the request's signal aborts before the answer is in. */
function abortable(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Answers an API request: its response, or undefined when the mock has none. */
export type AnswerRequest = (request: Request) => Promise<Response | undefined>;

/**
 * Mock mode in a page: the page's `fetch` answers requests for its own `/api` with `answerRequest` (the
 * mock's worker, `mockBackend.ts`). Anything else, and an API request the mock doesn't answer,
 * goes to the network. No service worker: none to fetch, register and wake on a first visit
 * (docs/DECISIONS.md, 'The browser mock answers in the page'). The answers never reach DevTools'
 * Network panel, so each is logged at the console's Verbose level instead.
 */
export function answerApiInPage(answerRequest: AnswerRequest): void {
  const networkFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const url = urlOf(input);
    if (url.origin !== location.origin || !url.pathname.startsWith(API_PATH))
      return networkFetch(input, init);
    const request = new Request(input instanceof Request ? input : url, init);
    // The mock reads its own copy: an unanswered request still has its body for the network.
    const answer = answerRequest(request.clone()).then((response) => {
      if (!response) return networkFetch(request);
      // eslint-disable-next-line no-console -- where the Network panel would have shown it
      console.debug(`[mock] ${request.method} ${url.pathname}${url.search} → ${response.status}`);
      return response;
    });
    return abortable(answer, request.signal);
  };
}
