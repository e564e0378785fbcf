/** `loadScenario` for Vitest: a scenario file the QA panel saved, as the world of one test. */
import { readFileSync } from 'node:fs';
import { pinClock } from '@/lib/clock';
import { db, type TableName } from '../../db';
import { handlers } from '../../handlers';
import { server } from '../../node';
import { buildWorldHere } from '../../seed';
import { reseedFrom } from '../../seed/reseed';
import { startSeededSession } from '../../sessions';
import { type Row, rowFromRecord, rowKey } from '../../storage/records';
import { scenarioOverrides } from '../handler';
import { readScenarioFile, type ScenarioFile } from './schema';

/** Where the committed scenarios live, beside the browser tests that load them too. */
const SCENARIOS = new URL('../../../e2e/scenarios/', import.meta.url);

type Table = {
  findMany(): Row[];
  create(row: Row): Promise<unknown>;
  update(row: Row, options: { data: (draft: Row) => void }): Promise<unknown>;
  delete(row: Row): unknown;
};

/** Changes the freshly seeded tables as the file's rows say (the diff `mocks/persist.ts` keeps). */
async function placeRows(rows: ScenarioFile['rows']): Promise<void> {
  for (const change of rows) {
    const table = db[change.table as TableName] as unknown as Table;
    const seeded = table.findMany().find((row) => rowKey(row) === change.key);
    const row = rowFromRecord(change, seeded);
    if (!row) {
      if (seeded) table.delete(seeded);
    } else if (seeded)
      await table.update(seeded, { data: (draft) => void Object.assign(draft, row) });
    else await table.create(row);
  }
}

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
  const { switches, overrides, scale } = file;
  const scenario = { ...switches, forced: overrides.forced, clockOffsetMs: null, scale };
  server.use(...scenarioOverrides(scenario, handlers));
  const token = file.signedInAs === 'visitor' ? null : await startSeededSession(file.signedInAs);
  return { route: file.route, token };
}
