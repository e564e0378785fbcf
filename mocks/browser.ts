import './shims/webStorage';
import { yieldToMain } from '@/lib/yieldToMain';
import { applyScenario, type MockControls, mockControls, worker } from './browserWorker';
import { onStorageReport, restoreDatabase, storageReport } from './persist';
import { signIn, startScenario } from './scenarios/boot';
import { loadShippedWorld } from './shippedWorld';
import { storageNeedsAttention } from './storageReport';

declare global {
  interface Window {
    /** Mock mode's runtime overrides (docs/QA.md); absent with a real backend. */
    __mock?: MockControls;
  }
}

/**
 * Mock mode in the browser: any QA scenario from `?mock=` applies (its clock and scale first,
 * since they shape the world), the world's files are fetched while MSW's service worker
 * registers, and the database fills from them. The app's requests wait for all of it
 * (`whenBackendReady`).
 */
export async function startBrowserMock(search: string): Promise<void> {
  const start = startScenario(search);
  const started = worker
    .start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      // On the dev server MSW logs each mocked call in the console, as its users know it.
      quiet: !import.meta.env.DEV,
    })
    .catch(async (error: unknown) => {
      console.warn(
        '[mock] The browser refused the service worker (site data blocked?): the page answers its own calls.',
        error,
      );
      (await import('./inPageFallback')).answerInPage();
    });
  applyScenario(start.scenario);
  await restoreDatabase(loadShippedWorld, {
    scale: start.scenario.scale,
    reset: start.reset,
    pause: yieldToMain,
  });
  if (start.signInAs) await signIn(start.signInAs);
  await started;
  window.__mock = mockControls;
  if (start.showPanel || storageNeedsAttention(storageReport())) await showScenarioPanel();
  // A change saved later may find the storage full.
  else onStorageReport(() => storageNeedsAttention(storageReport()) && showScenarioPanel());
}

let panelShown = false;

async function showScenarioPanel(): Promise<void> {
  if (panelShown) return;
  panelShown = true;
  const { mountScenarioPanel } = await import('./scenarios/mountPanel');
  mountScenarioPanel();
}
