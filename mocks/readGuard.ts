/** Node only (tests): checks that an answer reads only the large tables its resource names. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { db } from './db';
import { readLargeTablesWithin } from './largeTables';
import { LARGE_TABLES, type LargeTable } from './seed/tables';

const named = new AsyncLocalStorage<ReadonlySet<LargeTable>>();
const METHODS = [
  'all',
  'count',
  'create',
  'delete',
  'deleteMany',
  'findFirst',
  'findMany',
  'update',
  'updateMany',
] as const;
let guarding = false;

/**
 * From now on, an answer that touches a large table its resource doesn't name in
 * `handlers/largeTablesRead.ts` throws (the browser would have answered from an empty table).
 * Reads outside an answer (seeding, a test's own) are not checked.
 */
export function guardLargeTableReads(): void {
  if (guarding) return;
  guarding = true;
  readLargeTablesWithin((tables, answer) => named.run(new Set(tables), answer));
  for (const table of LARGE_TABLES) {
    const collection = db[table] as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of METHODS) {
      const original = collection[method]!.bind(collection);
      collection[method] = (...args) => {
        const tables = named.getStore();
        if (tables && !tables.has(table))
          throw new Error(
            `An answer read the ${table} table, which its resource does not name in mocks/handlers/largeTablesRead.ts.`,
          );
        return original(...args);
      };
    }
  }
}
