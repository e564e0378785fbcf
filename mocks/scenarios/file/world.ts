import { db, type TableName } from '../../db';
import { type Row, rowFromRecord, rowKey } from '../../storage/records';
import type { Scenario } from '../scenario';
import type { ScenarioFile } from './schema';

type Table = {
  findMany(): Row[];
  create(row: Row): Promise<unknown>;
  update(row: Row, options: { data: (draft: Row) => void }): Promise<unknown>;
  delete(row: Row): unknown;
};

/**
 * Changes freshly seeded tables as the file's rows say (the diff `mocks/persist.ts` keeps), where
 * no browser storage holds them: in Vitest and in Storybook.
 */
export async function placeRows(rows: ScenarioFile['rows']): Promise<void> {
  for (const change of rows) {
    const table = db[change.table as TableName] as unknown as Table;
    const seeded = table.findMany().find((row) => rowKey(row) === change.key);
    const row = rowFromRecord(change, seeded);
    if (!row) {
      if (seeded) table.delete(seeded);
    } else if (seeded) {
      await table.update(seeded, { data: (draft) => void Object.assign(draft, row) });
    } else {
      await table.create(row);
    }
  }
}

/** The file's switches and forced statuses as the scenario the mock's overrides are made from. */
export function switchesOf(file: ScenarioFile): Scenario {
  const { switches, overrides, scale } = file;
  return { ...switches, forced: overrides.forced, clockOffsetMs: null, scale };
}
