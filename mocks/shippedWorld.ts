import type { WorldBuilder } from './seed/fill';
import {
  decodeTable,
  isShippedScale,
  LATE_TABLES,
  type LateFields,
  type LateRows,
  lateFieldsPath,
  shippedTablePath,
} from './seed/shipped';
import { WORLD_TABLES } from './seed/tables';
import type { World } from './seed/world';

async function fetchShipped(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, new URL(import.meta.env.BASE_URL, location.href)));
  if (!response.ok) throw new Error(`The mock world's ${path} answered ${response.status}.`);
  return response.json();
}

async function fetchLateFields(scale: number, now: Date): Promise<LateFields> {
  const tables = await Promise.all(
    LATE_TABLES.map(async (table) => {
      const body = await fetchShipped(lateFieldsPath(scale, table));
      return [table, decodeTable(body, now) as unknown as LateRows] as const;
    }),
  );
  return Object.fromEntries(tables);
}

/**
 * The browser's world: the tables built in Node at dev-server start or build time
 * (`scripts/mockAssets.ts`), fetched side by side and dated against the clock; the late fields
 * follow. The page never loads faker or the seed's writers.
 */
export const loadShippedWorld: WorldBuilder = async ({ now, scale }) => {
  if (!isShippedScale(scale))
    throw new Error(`The mock world is shipped at 1× and 10×, not ${scale}×.`);
  const tables = await Promise.all(
    WORLD_TABLES.map(
      async (table) =>
        [table, decodeTable(await fetchShipped(shippedTablePath(scale, table)), now)] as const,
    ),
  );
  return { world: Object.fromEntries(tables) as World, lateFields: fetchLateFields(scale, now) };
};
