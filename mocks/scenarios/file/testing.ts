/** `loadScenario` for Vitest: a scenario file the QA panel saved, as the world of one test. */
import { readFileSync } from 'node:fs';
import { pinClock } from '@/lib/clock';
import { handlers } from '../../handlers';
import { server } from '../../node';
import { buildWorldHere } from '../../seed';
import { reseedFrom } from '../../seed/reseed';
import { startSeededSession } from '../../sessions';
import { scenarioOverrides } from '../handler';
import { readScenarioFile } from './schema';
import { placeRows, switchesOf } from './world';

/** Where the committed scenarios live, beside the browser tests that load them too. */
const SCENARIOS = new URL('../../../e2e/scenarios/', import.meta.url);

/**
 * Makes the mock API (msw/node, `setupMockApi`) what the file says, for the rest of the test: the
 * clock frozen at the file's instant, the world of its scale with its rows, its switches and
 * forced statuses as overrides. Returns the page it was saved on and a session token of its
 * account (null for a visitor), for the test to sign in with.
 */
export async function loadScenario(name: string): Promise<{ route: string; token: string | null }> {
  const file = readScenarioFile(JSON.parse(readFileSync(new URL(name, SCENARIOS), 'utf8')));
  const at = new Date(file.clock);
  pinClock(at, { frozen: true });
  await reseedFrom(buildWorldHere, { now: at, scale: file.scale });
  await placeRows(file.rows);
  server.use(...scenarioOverrides(switchesOf(file), handlers));
  const token = file.signedInAs === 'visitor' ? null : await startSeededSession(file.signedInAs);
  return { route: file.route, token };
}
