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
 * Mock mode in the browser: fill the database, apply any QA scenario from `?mock=`, then let the
 * service worker answer /api.
 */
export async function startMockWorker(search: string): Promise<void> {
  await restoreDatabase(yieldToMain);
  const showPanel = await applyScenarioFromUrl(search);
  const worker = setupWorker(scenarioHandler(handlers), ...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  if (showPanel) {
    const { mountScenarioPanel } = await import('./scenarios/mountPanel');
    mountScenarioPanel();
  }
}
