import type { BuiltWorld, WorldBuilder } from './seed/fill';
import {
  decodeTable,
  isShippedScale,
  type LateRows,
  lateFieldsPath,
  shippedTablePath,
} from './seed/shipped';
import { isLargeTable, WORLD_TABLES } from './seed/tables';
import type { World, WorldOptions, WorldTable } from './seed/world';

async function fetchShipped(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, new URL(import.meta.env.BASE_URL, location.href)));
  if (!response.ok) throw new Error(`The mock world's ${path} answered ${response.status}.`);
  return response.json();
}

function fetchTables(scale: number, tables: readonly WorldTable[]): Promise<unknown[]> {
  if (!isShippedScale(scale))
    return Promise.reject(new Error(`The mock world is shipped at 1× and 10×, not ${scale}×.`));
  return Promise.all(tables.map((table) => fetchShipped(shippedTablePath(scale, table))));
}

function datedWorld(
  tables: readonly WorldTable[],
  bodies: unknown[],
  { now, scale }: WorldOptions,
): BuiltWorld {
  return {
    world: Object.fromEntries(
      tables.map((table, index) => [table, decodeTable(bodies[index], now)]),
    ) as Partial<World>,
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
  datedWorld(WORLD_TABLES, await fetchTables(options.scale, WORLD_TABLES), options);

const SMALL_TABLES = WORLD_TABLES.filter((table) => !isLargeTable(table));

/**
 * The browser mock's world: asks for the small tables now, for a builder called later (before
 * the service worker controls the page, so the files skip a round trip through this page's
 * msw); each large table is fetched when an answer first needs it (`largeTables.ts`).
 */
export function prefetchShippedWorld(scale: number): WorldBuilder {
  const bodies = fetchTables(scale, SMALL_TABLES);
  // A failure is reported where the builder is awaited, not as unhandled before it.
  bodies.catch(() => {});
  return async (options) => datedWorld(SMALL_TABLES, await bodies, { ...options, scale });
}
