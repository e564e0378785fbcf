import { replaceSavedRows } from './savedRows';
import type { ScenarioFile } from './schema';

/**
 * The file's switches, clock, scale and account as `?mock=` tokens (docs/QA.md), which the mock
 * applies as it starts; `off` first, so nothing of the tab's earlier scenario stays.
 */
export function mockTokensOf(file: ScenarioFile): string {
  const { switches, overrides } = file;
  return [
    'off',
    `latency:${switches.latencyMs}`,
    `fail:${switches.failureRate}`,
    ...(switches.empty ? ['empty'] : []),
    ...overrides.forced.map((rule) => `status:${rule.path}=${rule.status}`),
    `clock:${file.clock}`,
    `scale:${file.scale}`,
    `as:${file.signedInAs}`,
  ].join(',');
}

/**
 * Puts the file's rows in this browser's world, in place of what members changed there, and
 * returns the `?mock=` search that starts the mock on the rest of it.
 */
export async function applyScenarioFile(file: ScenarioFile): Promise<string> {
  await replaceSavedRows(file.scale, file.rows);
  return `?${new URLSearchParams({ mock: mockTokensOf(file) })}`;
}

/** Opens the file's page on a world made as the file says (a full load: the mock starts again). */
export async function openScenarioFile(file: ScenarioFile, route = file.route): Promise<void> {
  const search = await applyScenarioFile(file);
  const url = new URL(route, location.origin);
  url.searchParams.set('mock', new URLSearchParams(search).get('mock')!);
  location.assign(url);
}
