import { forgetPersistedData, persistDatabase, restoreDatabase } from '../persist';
import { startSeededSession } from '../sessions';
import { parseScenario, type SignInAs } from './scenario';
import { PANEL_KEY } from './session';
import { loadScenario, setScenario } from './store';

/** SPEC §3: the session token's storage key. */
const AUTH_TOKEN_KEY = 'auth_token';

/** Signs in as the seeded account of a tier (or signs out); the app reads it on its next start. */
export function signIn(as: SignInAs): void {
  if (as === 'visitor') {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    return;
  }
  localStorage.setItem(AUTH_TOKEN_KEY, startSeededSession(as));
  persistDatabase();
}

/** Drops `?mock=` from the address once applied, so a reload does not apply it again. */
function forgetMockParam(): void {
  const url = new URL(location.href);
  url.searchParams.delete('mock');
  history.replaceState(history.state, '', url);
}

/**
 * Applies `?mock=` to the freshly restored database: keeps the scenario for the session, signs
 * in as asked, resets the demo data. Returns whether the QA panel should show.
 */
export async function applyScenarioFromUrl(search: string): Promise<boolean> {
  const param = new URLSearchParams(search).get('mock');
  if (param === null) {
    loadScenario();
    return sessionStorage.getItem(PANEL_KEY) === 'on';
  }
  const command = parseScenario(param, loadScenario());
  if (command.reset) {
    forgetPersistedData();
    await restoreDatabase();
  }
  setScenario(command.scenario);
  if (command.signInAs) signIn(command.signInAs);
  sessionStorage.setItem(PANEL_KEY, 'on');
  forgetMockParam();
  return true;
}
