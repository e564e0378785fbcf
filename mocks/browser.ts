import { yieldToMain } from '@/lib/yieldToMain';
import { answerApiInPage } from './inPageApi';
import { onStorageReport, restoreDatabase, storageNeedsAttention, storageReport } from './persist';
import { signIn, startScenario } from './scenarios/boot';
import { scenarioHandler } from './scenarios/handler';
import { prefetchShippedWorld } from './shippedWorld';

/**
 * Mock mode in the browser: any QA scenario from `?mock=` applies (its clock and scale first,
 * since they shape the world), the world's tables are asked for, the database fills from them as
 * they arrive, and the page's fetch starts answering the API. The app's requests wait for all of
 * it (`whenBackendReady`).
 */
export async function startBrowserMock(search: string): Promise<void> {
  const start = startScenario(search);
  const world = prefetchShippedWorld(start.scenario.scale);
  // The handlers are a chunk of their own, asked for now and evaluated in a task of their own
  // when it arrives: with this chunk's, that was one long task of a phone's first visit.
  const handlers = import('./handlers');
  // Evaluating this chunk was one task already; the seed starts in the next.
  await yieldToMain();
  await restoreDatabase(world, {
    // A task for each of the seed's seventy-odd steps, so the page paints and answers between them.
    pause: yieldToMain,
    scale: start.scenario.scale,
    reset: start.reset,
  });
  if (start.signInAs) await signIn(start.signInAs);
  const { api } = await handlers;
  answerApiInPage([scenarioHandler([api]), api]);
  if (start.showPanel || storageNeedsAttention(storageReport())) await showScenarioPanel();
  // A large table's stored rows are read when it fills, after the start (`persist.ts`).
  else onStorageReport(() => storageNeedsAttention(storageReport()) && showScenarioPanel());
}

let panelShown = false;

async function showScenarioPanel(): Promise<void> {
  if (panelShown) return;
  panelShown = true;
  const { mountScenarioPanel } = await import('./scenarios/mountPanel');
  mountScenarioPanel();
}
