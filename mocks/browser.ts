import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { restoreDatabase } from './persist';
import { applyScenarioFromUrl } from './scenarios/boot';
import { scenarioHandler } from './scenarios/handler';

/**
 * Mock mode in the browser: fill the database, apply any QA scenario from `?mock=`, then let the
 * service worker answer /api.
 */
export async function startMockWorker(search: string): Promise<void> {
  await restoreDatabase();
  const showPanel = await applyScenarioFromUrl(search);
  const worker = setupWorker(scenarioHandler(handlers), ...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  if (showPanel) {
    const { mountScenarioPanel } = await import('./scenarios/mountPanel');
    mountScenarioPanel();
  }
}
