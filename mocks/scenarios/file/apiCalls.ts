import { worker } from '../../browserWorker';
import { type HarEntry, harEntry, harLog, type HarLog } from './har';

/** How many of the latest API calls a bug report keeps. */
export const KEPT_CALLS = 200;

type Pending = { startedAt: Date; started: number; request: Request; requestBody: Promise<string> };

const pending = new Map<string, Pending>();
const finished: Array<Promise<HarEntry>> = [];

const isApiCall = (request: Request) => new URL(request.url).pathname.startsWith('/api/');

// A body already read elsewhere is left out rather than fail the report.
const textOf = (message: Request | Response) =>
  message
    .clone()
    .text()
    .catch(() => '');

function finish({
  request,
  requestId,
  response,
}: {
  request: Request;
  requestId: string;
  response: Response;
}) {
  const call = pending.get(requestId);
  if (!call) return;
  pending.delete(requestId);
  const durationMs = Math.round(performance.now() - call.started);
  const responseBody = textOf(response);
  finished.push(
    Promise.all([call.requestBody, responseBody]).then(([requestBody, body]) =>
      harEntry({ ...call, request, durationMs, requestBody, response, responseBody: body }),
    ),
  );
  if (finished.length > KEPT_CALLS) finished.shift();
}

/**
 * Records the page's API calls from now on through msw's life-cycle events (the handlers stay as
 * they are), keeping the latest `KEPT_CALLS`.
 */
export function recordApiCalls(): void {
  worker.events.on('request:start', ({ request, requestId }) => {
    if (!isApiCall(request)) return;
    const startedAt = new Date();
    pending.set(requestId, {
      startedAt,
      started: performance.now(),
      request,
      requestBody: textOf(request),
    });
  });
  worker.events.on('response:mocked', finish);
  worker.events.on('response:bypass', finish);
}

/** The recorded calls, oldest first, as a HAR 1.2 log. */
export async function recordedApiCalls(): Promise<HarLog> {
  return harLog(await Promise.all(finished));
}
