import { now } from '@/lib/clock';
import { signedInAs } from '../boot';
import { activeScenario } from '../store';
import { savedRows } from './savedRows';
import { type ScenarioFile, WORLD_SEED } from './schema';

/** The page's scenario as a file: the world (seed, scale, clock, changed rows), the switches, whom and where. */
export async function captureScenario(): Promise<ScenarioFile> {
  const scenario = activeScenario();
  return {
    format: 'ginger-scenario',
    version: 1,
    seed: WORLD_SEED,
    scale: scenario.scale,
    clock: now().toISOString(),
    route: location.pathname + location.search,
    signedInAs: signedInAs(),
    switches: {
      latencyMs: scenario.latencyMs,
      failureRate: scenario.failureRate,
      empty: scenario.empty,
    },
    overrides: { forced: scenario.forced },
    rows: await savedRows(scenario.scale),
  };
}
