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
import { fetchWorldFile } from './worldFile';

const fetchShipped = async (path: string): Promise<unknown> => (await fetchWorldFile(path)).json();

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

/** Reads a file of the world: its parsed body. */
type ReadShipped = (path: string) => Promise<unknown>;

function datedWorld(
  large: readonly LargeTable[],
  [smallTables, ...largeTables]: unknown[],
  { now, scale }: WorldOptions,
  read: ReadShipped = fetchShipped,
): BuiltWorld {
  return {
    world: {
      ...decodeTables(smallTables, SMALL_TABLES, now),
      ...Object.fromEntries(
        large.map((table, index) => [table, decodeTable(largeTables[index], now)]),
      ),
    },
    loadLateFields: async (table, part) =>
      decodeTable(await read(lateFieldsPath(scale, table, part)), now) as unknown as LateRows,
    loadTable: async (table) => decodeTable(await read(shippedTablePath(scale, table)), now),
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
 * The browser mock's world (its worker's): the files the page handed over (those its HTML
 * preloads, and the small tables), then each large table fetched when an answer first needs it
 * (`largeTables.ts`). A handed-over file is read once.
 */
export function shippedWorldFrom(handedOver: ReadonlyArray<{ path: string; body: ArrayBuffer }>) {
  const decoder = new TextDecoder();
  const files = new Map(handedOver.map(({ path, body }) => [path, body]));
  const read: ReadShipped = async (path) => {
    const body = files.get(path);
    if (!body) return fetchShipped(path);
    files.delete(path);
    return JSON.parse(decoder.decode(body)) as unknown;
  };
  const builder: WorldBuilder = async (options) =>
    datedWorld([], [await read(smallTablesPath(options.scale))], options, read);
  return builder;
}
