import type { WorldBuilder } from './seed/fill';
import {
  decodeTable,
  decodeTables,
  isShippedScale,
  type LateRows,
  lateFieldsPath,
  shippedTablePath,
  smallTablesPath,
} from './seed/shipped';
import { LARGE_TABLES, SMALL_TABLES } from './seed/tables';
import { fetchWorldFile } from './worldFile';

const fetchShipped = async (path: string): Promise<unknown> => (await fetchWorldFile(path)).json();

/**
 * The world as data (the browser mock's and Storybook's): the tables built in Node at dev-server
 * start or build time (`scripts/build/mockAssets.ts`), fetched side by side (a data page's HTML
 * preloads them) and dated against the clock; a file of a table's late fields when an answer
 * first asks for it. The page never loads faker or the seed's writers.
 */
export const loadShippedWorld: WorldBuilder = async ({ now, scale }) => {
  if (!isShippedScale(scale))
    throw new Error(`The mock world is shipped at 1× and 10×, not ${scale}×.`);
  const [smallTables, ...largeTables] = await Promise.all(
    [smallTablesPath(scale), ...LARGE_TABLES.map((table) => shippedTablePath(scale, table))].map(
      fetchShipped,
    ),
  );
  return {
    world: {
      ...decodeTables(smallTables, SMALL_TABLES, now),
      ...Object.fromEntries(
        LARGE_TABLES.map((table, index) => [table, decodeTable(largeTables[index], now)]),
      ),
    },
    loadLateFields: async (table, part) =>
      decodeTable(
        await fetchShipped(lateFieldsPath(scale, table, part)),
        now,
      ) as unknown as LateRows,
  };
};
