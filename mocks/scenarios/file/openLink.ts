import { applyScenarioFile } from './open';
import { readScenarioLink } from './link';
import { NotAScenarioError, readScenarioFile } from './schema';

let failure: string | null = null;

/** Why the scenario link this page was opened with could not be used, for the panel to say. */
export function scenarioLinkFailure(): string | null {
  return failure;
}

/**
 * Opens the scenario link in the address (`#scenario=…`) as the mock starts: puts its rows in
 * this browser's world and returns its switches as the `?mock=` search to start with. The fragment
 * leaves the address, so a reload keeps what the tab changes since. A bad link leaves `search`
 * as it is, and the panel says why.
 */
export async function openScenarioLink(search: string): Promise<string> {
  const fragment = location.hash;
  history.replaceState(history.state, '', location.pathname + location.search);
  try {
    const json = await readScenarioLink(fragment).catch(() => {
      throw new NotAScenarioError('the link is cut short or was changed.');
    });
    return await applyScenarioFile(readScenarioFile(json));
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    return search;
  }
}
