import { authToken } from '@/api/token';
import { pinClock, unpinClock } from '@/lib/clock';
import { safeSession } from '@/lib/storage';
import { commitChanges } from '../persist';
import { userForToken } from '../handlers/route';
import { startSeededSession } from '../sessions';
import { parseScenario, type Scenario, type SignInAs } from './scenario';
import { PANEL_KEY } from './session';
import { loadScenario, setScenario } from './store';

const SIGNED_IN_TIERS: readonly string[] = ['free', 'premium', 'corporate'] satisfies SignInAs[];

/** Whom the page is signed in as, by tier, as the panel's 'Sign in as' names it. */
export function signedInAs(): SignInAs {
  const tier = userForToken(authToken.get())?.membership_tier;
  return tier && SIGNED_IN_TIERS.includes(tier) ? (tier as SignInAs) : 'visitor';
}

/** Signs in as the seeded account of a tier (or signs out); the app reads it on its next start. */
export async function signIn(as: SignInAs): Promise<void> {
  if (as === 'visitor') {
    authToken.clear();
    return;
  }
  // Kept as "Remember me" keeps it: a session of this browser session alone would shadow it.
  authToken.set(await startSeededSession(as));
  await commitChanges();
}

/** Drops `?mock=` from the address once applied, so a reload does not apply it again. */
function forgetMockParam(): void {
  const url = new URL(location.href);
  url.searchParams.delete('mock');
  history.replaceState(history.state, '', url);
}

/** Sets the one clock as the scenario says: pinned (running on) or real. */
export function applyClock(scenario: Scenario): void {
  if (scenario.clockOffsetMs === null) unpinClock();
  else pinClock(new Date(Date.now() + scenario.clockOffsetMs));
}

export type ScenarioStart = {
  scenario: Scenario;
  /** Sign in as this seeded account once the world is built. */
  signInAs: SignInAs | null;
  showPanel: boolean;
  /** Start from the plain seed: what members changed is forgotten. */
  reset: boolean;
};

/**
 * Reads `?mock=` (or the scenario kept for this tab) before the world is built: keeps the
 * scenario for the tab and pins the clock; `reset` asks for the plain seed.
 */
export function startScenario(search: string): ScenarioStart {
  const param = new URLSearchParams(search).get('mock');
  if (param === null) {
    const scenario = loadScenario();
    applyClock(scenario);
    return {
      scenario,
      signInAs: null,
      showPanel: safeSession.get(PANEL_KEY) === 'on',
      reset: false,
    };
  }
  const command = parseScenario(param, loadScenario());
  setScenario(command.scenario);
  applyClock(command.scenario);
  safeSession.set(PANEL_KEY, 'on');
  forgetMockParam();
  return {
    scenario: command.scenario,
    signInAs: command.signInAs,
    showPanel: true,
    reset: command.reset,
  };
}
