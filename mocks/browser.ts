import { answerApiInPage } from './inPageApi';
import { answerFromMock, onStorageReport, startMockBackend, storageReport } from './mockBackend';
import { signIn, startScenario } from './scenarios/boot';
import { storageNeedsAttention } from './storageReport';

/**
 * Mock mode in the browser: any QA scenario from `?mock=` applies (its clock and scale first,
 * since they shape the world), the backend starts in a worker of its own with the world's first
 * files, and the page's fetch starts answering the API from it. The app's requests wait for all
 * of it (`whenBackendReady`).
 */
export async function startBrowserMock(search: string): Promise<void> {
  // The worker's script loads while the page reads its scenario and fetches the world's files.
  const worker = new Worker(new URL('./worker/mockWorker.ts', import.meta.url), {
    type: 'module',
    name: 'ginger-mock',
  });
  const start = startScenario(search);
  await startMockBackend(worker, start);
  if (start.signInAs) await signIn(start.signInAs);
  answerApiInPage(answerFromMock);
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
