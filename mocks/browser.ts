import { setupWorker } from 'msw/browser';
import { api } from './handlers';
import { passNonApiThrough } from './handlers/http';
import { restoreDatabase, storageNeedsAttention, storageReport } from './persist';
import { signIn, startScenario } from './scenarios/boot';
import { scenarioHandler } from './scenarios/handler';
import { loadShippedWorld } from './shippedWorld';

/** Lets the page paint and answer input between the seed's steps (a task each, not one long one). */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Mock mode in the browser: the service worker registers while any QA scenario from `?mock=`
 * applies (its clock and scale first, since they shape the world), the world's tables arrive as
 * data and the database fills from them. The app's requests wait for all of it (`whenBackendReady`).
 */
export async function startMockWorker(search: string): Promise<void> {
  const worker = setupWorker(passNonApiThrough, scenarioHandler([api]), api);
  const started = worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  // Evaluating this chunk was one task already; the seed starts in the next.
  await yieldToMain();
  const start = startScenario(search);
  await restoreDatabase(loadShippedWorld, {
    pause: yieldToMain,
    scale: start.scenario.scale,
    reset: start.reset,
  });
  if (start.signInAs) await signIn(start.signInAs);
  await started;
  if (start.showPanel || storageNeedsAttention(storageReport())) {
    const { mountScenarioPanel } = await import('./scenarios/mountPanel');
    mountScenarioPanel();
  }
}
