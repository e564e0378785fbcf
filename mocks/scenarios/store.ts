import { safeSession } from '@/lib/storage';
import { isShippedScale } from '../seed/shipped';
import { NO_SCENARIO, type Scenario } from './scenario';

const KEY = 'ginger-mock-scenario';

let current: Scenario = NO_SCENARIO;

/** The scenario in force; read on every mocked call. */
export function activeScenario(): Scenario {
  return current;
}

/** Sets the scenario for the rest of the browser session. */
export function setScenario(next: Scenario): void {
  current = next;
  // Where storage is blocked, the scenario holds until the page reloads.
  safeSession.set(KEY, JSON.stringify(next));
}

/** The scenario kept from earlier in this browser session, if any. */
export function loadScenario(): Scenario {
  try {
    const stored: unknown = JSON.parse(safeSession.get(KEY) ?? 'null');
    current = isScenario(stored) ? stored : NO_SCENARIO;
  } catch {
    current = NO_SCENARIO;
  }
  return current;
}

function isScenario(value: unknown): value is Scenario {
  if (!value || typeof value !== 'object') return false;
  const scenario = value as Record<string, unknown>;
  return (
    typeof scenario.latencyMs === 'number' &&
    typeof scenario.failureRate === 'number' &&
    typeof scenario.empty === 'boolean' &&
    (scenario.clockOffsetMs === null || typeof scenario.clockOffsetMs === 'number') &&
    typeof scenario.scale === 'number' &&
    isShippedScale(scenario.scale) &&
    Array.isArray(scenario.forced) &&
    scenario.forced.every(
      (rule: unknown) =>
        !!rule &&
        typeof (rule as Record<string, unknown>).path === 'string' &&
        typeof (rule as Record<string, unknown>).status === 'number',
    )
  );
}
