import './shims/webStorage';
import { safeSession } from '@/lib/storage';
import { yieldToMain } from '@/lib/yieldToMain';
import { applyScenario, type MockControls, mockControls, worker } from './browserWorker';
import { onStorageReport, restoreDatabase, storageReport } from './persist';
import { signIn, startScenario } from './scenarios/boot';
import { SCENARIO_FRAGMENT } from './scenarios/file/linkFragment';
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
  const start = startScenario(await withScenarioLink(search));
  const started = worker
    .start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      // On the dev server MSW logs each mocked call in the console, as its users know it.
      quiet: !import.meta.env.DEV,
    })
    .then(whenControlled)
    .catch(async (error: unknown) => {
      console.warn(
        '[mock] No service worker answers this tab (site data blocked?): the page answers its own calls.',
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

/** A scenario link (`#scenario=…`, docs/QA.md) puts its rows in the world and gives its switches. */
async function withScenarioLink(search: string): Promise<string> {
  if (!location.hash.startsWith(SCENARIO_FRAGMENT)) return search;
  const { openScenarioLink } = await import('./scenarios/file/openLink');
  return openScenarioLink(search);
}

const RELOADED_KEY = 'ginger:mock:reloaded-without-worker';

/**
 * msw's worker unregisters itself when its last tab closes (msw issue 139); a tab that loads at
 * that moment starts with no worker in control, so its calls would reach the network. Like msw
 * on a page it doesn't control, the tab then loads again, once: the worker controls it from then
 * on. Should it still not, the page answers its own calls.
 */
async function whenControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) {
    safeSession.remove(RELOADED_KEY);
    return;
  }
  if (safeSession.get(RELOADED_KEY)) throw new Error('No service worker controls this tab.');
  safeSession.set(RELOADED_KEY, 'yes');
  location.reload();
  // The page is going away: nothing may run meanwhile.
  await new Promise(() => {});
}

let panelShown = false;

async function showScenarioPanel(): Promise<void> {
  if (panelShown) return;
  panelShown = true;
  const { mountScenarioPanel } = await import('./scenarios/mountPanel');
  mountScenarioPanel();
}
