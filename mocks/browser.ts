import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { restoreDatabase } from './persist';
import { applyScenarioFromUrl } from './scenarios/boot';
import { scenarioHandler } from './scenarios/handler';

/** Lets the page paint and answer input between the seed's steps (a task each, not one long one). */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Mock mode in the browser: the service worker registers while the database fills and any QA
 * scenario from `?mock=` applies. The app's requests wait for all of it (`whenBackendReady`).
 */
export async function startMockWorker(search: string): Promise<void> {
  const worker = setupWorker(scenarioHandler(handlers), ...handlers);
  const started = worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  // Evaluating this chunk was one task already; the seed starts in the next.
  await yieldToMain();
  await restoreDatabase(yieldToMain);
  const showPanel = await applyScenarioFromUrl(search);
  await started;
  if (showPanel) {
    const { mountScenarioPanel } = await import('./scenarios/mountPanel');
    mountScenarioPanel();
  }
}
