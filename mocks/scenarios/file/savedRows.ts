import type { TableName } from '../../db';
import type { RowChange } from '../../storage/records';
import { openRowStore } from '../../storage/rowStore';

/**
 * Sessions stay out of a scenario: their tokens sign a browser in, and the file says whom to sign
 * in as instead (`signedInAs`), which opens a new session where it is loaded.
 */
const LEFT_OUT: readonly TableName[] = ['session'];

/**
 * The rows members changed, as the mock stores them (`mocks/persist.ts`: each row's difference
 * from the seed), without the stored versions, in a stable order so two saves of one world are
 * the same file.
 */
export function rowsOfRecords(records: readonly unknown[]): RowChange[] {
  return records
    .map((record) => {
      const { version: _version, ...change } = record as RowChange & { version: number };
      return change as RowChange;
    })
    .filter((change) => !LEFT_OUT.includes(change.table))
    .sort(
      (a, b) =>
        a.table.localeCompare(b.table) || a.key.localeCompare(b.key, 'en', { numeric: true }),
    );
}

/** What members changed in the world of this scale, as this browser keeps it. */
export async function savedRows(scale: number): Promise<RowChange[]> {
  const store = await openRowStore(scale);
  try {
    return rowsOfRecords((await store.readAll()).map(({ value }) => value));
  } finally {
    store.close();
  }
}

/** Makes `rows` all that members changed in the world of this scale: the next start loads them. */
export async function replaceSavedRows(scale: number, rows: readonly RowChange[]): Promise<void> {
  const store = await openRowStore(scale);
  try {
    await store.clear();
    if (rows.length) await store.write(rows);
  } finally {
    store.close();
  }
}
