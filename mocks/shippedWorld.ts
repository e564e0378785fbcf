import type { BuiltWorld, WorldBuilder } from './seed/fill';
import {
  decodeTable,
  decodeTables,
  isShippedScale,
  type LateRows,
  lateFieldsPath,
  shippedTablePath,
  smallTablesPath,
} from './seed/shipped';
import { LARGE_TABLES, type LargeTable, SMALL_TABLES } from './seed/tables';
import type { WorldOptions } from './seed/world';

async function fetchShipped(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, new URL(import.meta.env.BASE_URL, location.href)));
  if (!response.ok) throw new Error(`The mock world's ${path} answered ${response.status}.`);
  return response.json();
}

/** The bodies of the small tables' file and of each of `large`, in that order. */
function fetchTables(scale: number, large: readonly LargeTable[]): Promise<unknown[]> {
  if (!isShippedScale(scale))
    return Promise.reject(new Error(`The mock world is shipped at 1× and 10×, not ${scale}×.`));
  return Promise.all(
    [smallTablesPath(scale), ...large.map((table) => shippedTablePath(scale, table))].map(
      fetchShipped,
    ),
  );
}

function datedWorld(
  large: readonly LargeTable[],
  [smallTables, ...largeTables]: unknown[],
  { now, scale }: WorldOptions,
): BuiltWorld {
  return {
    world: {
      ...decodeTables(smallTables, SMALL_TABLES, now),
      ...Object.fromEntries(
        large.map((table, index) => [table, decodeTable(largeTables[index], now)]),
      ),
    },
    loadLateFields: async (table, part) =>
      decodeTable(
        await fetchShipped(lateFieldsPath(scale, table, part)),
        now,
      ) as unknown as LateRows,
    loadTable: async (table) =>
      decodeTable(await fetchShipped(shippedTablePath(scale, table)), now),
  };
}

/**
 * The whole world as data (Storybook's): the tables built in Node at dev-server start or build
 * time (`scripts/mockAssets.ts`), fetched side by side and dated against the clock; a file of a
 * table's late fields when first asked for. The page never loads faker or the seed's writers.
 */
export const loadShippedWorld: WorldBuilder = async (options) =>
  datedWorld(LARGE_TABLES, await fetchTables(options.scale, LARGE_TABLES), options);

/**
 * The browser mock's world: asks for the small tables now, for a builder called later (before
 * the service worker controls the page, so the file skips a round trip through this page's
 * msw); each large table is fetched when an answer first needs it (`largeTables.ts`).
 */
export function prefetchShippedWorld(scale: number): WorldBuilder {
  const bodies = fetchTables(scale, []);
  // A failure is reported where the builder is awaited, not as unhandled before it.
  bodies.catch(() => {});
  return async (options) => datedWorld([], await bodies, { ...options, scale });
}
