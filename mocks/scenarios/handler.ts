import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { errorResponse } from '../handlers/http';
import { emptied, forcedStatus, type Scenario } from './scenario';

/** The mock serves the API at `/api` on its own origin; the dev server's `/src/api/*.ts` modules are not calls. */
const API_PREFIX = '/api/';

/** The API path of a call (`/jobs/7` for `/api/jobs/7`), or null for anything else. */
function apiPathOf(request: Request): string | null {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length - 1) : null;
}

/**
 * A scenario as runtime overrides (`worker.use(...)`, `server.use(...)`), in the order msw tries
 * them: the latency, each forced status, the random failure, then `empty`, which answers what the
 * real handlers answer, emptied. Each leaves every request it doesn't change to the next handler.
 */
export function scenarioOverrides(
  scenario: Scenario,
  realHandlers: readonly RequestHandler[],
): RequestHandler[] {
  const isApiCall = ({ request }: { request: Request }) => apiPathOf(request) !== null;
  const overrides: RequestHandler[] = [];
  if (scenario.latencyMs > 0)
    overrides.push(http.all(isApiCall, () => delay(scenario.latencyMs).then(() => undefined)));
  if (scenario.forced.length > 0)
    overrides.push(
      http.all(
        ({ request }) => forcedStatus(scenario, apiPathOf(request) ?? '') !== undefined,
        ({ request }) => {
          const status = forcedStatus(scenario, apiPathOf(request)!)!;
          return errorResponse(status, `Forced ${status} by the QA scenario.`);
        },
      ),
    );
  if (scenario.failureRate > 0)
    overrides.push(
      http.all(isApiCall, () =>
        Math.random() < scenario.failureRate
          ? errorResponse(500, 'Server error. (QA scenario: random failure)')
          : undefined,
      ),
    );
  if (scenario.empty)
    overrides.push(
      http.get(isApiCall, async ({ request }) => {
        const real = await getResponse([...realHandlers], request);
        if (!real || !real.ok) return real;
        return HttpResponse.json(emptied(await real.json()) as never, { status: real.status });
      }),
    );
  return overrides;
}
