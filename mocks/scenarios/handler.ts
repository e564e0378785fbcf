import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { errorResponse } from '../handlers/http';
import { emptied, forcedStatus } from './scenario';
import { activeScenario } from './store';

/** The mock serves the API at `/api` on its own origin; the dev server's `/src/api/*.ts` modules are not calls. */
const API_PREFIX = '/api/';

/**
 * Runs before the real handlers: waits, fails or forces a status as the scenario says, and with
 * `empty` answers what the real handler answers, emptied. Otherwise it falls through.
 */
export function scenarioHandler(realHandlers: RequestHandler[]) {
  return http.all('*/api/*', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(API_PREFIX)) return undefined;
    const scenario = activeScenario();
    if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
    const apiPath = pathname.slice(API_PREFIX.length - 1);
    const forced = forcedStatus(scenario, apiPath);
    if (forced) return errorResponse(forced, `Forced ${forced} by the QA scenario.`);
    if (scenario.failureRate > 0 && Math.random() < scenario.failureRate)
      return errorResponse(500, 'Server error. (QA scenario: random failure)');
    if (!scenario.empty || request.method !== 'GET') return undefined;
    const real = await getResponse(realHandlers, request);
    if (!real || !real.ok) return real;
    return HttpResponse.json(emptied(await real.json()) as never, { status: real.status });
  });
}
