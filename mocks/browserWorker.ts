import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { api } from './handlers';
import { passNonApiThrough } from './handlers/http';
import { scenarioOverrides } from './scenarios/handler';
import type { Scenario } from './scenarios/scenario';
import { setScenario } from './scenarios/store';

/**
 * Mock mode's MSW worker: its service worker (`mockServiceWorker.js`, kept current by msw's
 * install script) hands every request of the page to these handlers, so each mocked call shows in
 * DevTools' Network panel. The same list serves Vitest (`node.ts`), Storybook and the HTTP server.
 */
export const worker = setupWorker(passNonApiThrough, api);
const handlers: readonly unknown[] = worker.listHandlers();

/** The overrides the QA scenario in force puts in front of the handlers. */
let scenarioHandlers: readonly unknown[] = [];

/** What was added with `worker.use()` from the console (or a test), newest first. */
const consoleOverrides = () =>
  worker
    .listHandlers()
    .filter((handler) => !handlers.includes(handler) && !scenarioHandlers.includes(handler));

/**
 * Sets the QA scenario for the rest of this tab's session: its switches become `worker.use()`
 * overrides in front of the handlers. Overrides added from the console stay, behind the
 * scenario's, so its latency and failures apply to them too.
 */
export function applyScenario(next: Scenario): void {
  setScenario(next);
  const kept = consoleOverrides();
  const overrides = scenarioOverrides(next, [api]);
  scenarioHandlers = overrides;
  worker.resetHandlers();
  worker.use(...overrides, ...kept);
}

/**
 * What mock mode puts on `window.__mock` for the console and for tests (docs/QA.md, 'Overriding a
 * handler from the console'): msw's worker and its helpers, so no import is needed there.
 */
export const mockControls = {
  worker,
  http,
  HttpResponse,
  delay,
  /** Puts handlers in front of the others until `resetHandlers()` or a reload. */
  use: (...overrides: RequestHandler[]) => worker.use(...overrides),
  /** Drops the console's overrides; the QA scenario's stay. */
  resetHandlers: () => {
    const scenario = worker.listHandlers().filter((handler) => scenarioHandlers.includes(handler));
    worker.resetHandlers();
    worker.use(...scenario);
  },
  listHandlers: () => worker.listHandlers(),
};

export type MockControls = typeof mockControls;
