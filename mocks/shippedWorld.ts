import type { BuiltWorld, WorldBuilder } from './seed/fill';
import {
  decodeTable,
  decodeTables,
  isShippedScale,
  type LateRows,
  lateFieldsPath,
  SHIPPED_WORLD_DIR,
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
 * The world's files a first visit starts from: the small tables, and whatever of this scale the
 * page's HTML preloads (scripts/prerender.ts), by path.
 */
export async function fetchFirstWorldFiles(scale: number): Promise<Map<string, unknown>> {
  const folder = `${SHIPPED_WORLD_DIR}/x${scale}/`;
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')]
    .map((link) => new URL(link.href).pathname.slice(1))
    .filter((path) => path.startsWith(folder));
  const paths = [...new Set([smallTablesPath(scale), ...preloaded])];
  return new Map(
    await Promise.all(paths.map(async (path) => [path, await fetchShipped(path)] as const)),
  );
}

/**
 * The browser mock's world: the first files (`fetchFirstWorldFiles`), then each large table
 * fetched when an answer first needs it (`largeTables.ts`). A first file is read once.
 */
export function shippedWorldFrom(firstFiles: Map<string, unknown>): WorldBuilder {
  const read: ReadShipped = async (path) => {
    const body = firstFiles.get(path);
    if (body === undefined) return fetchShipped(path);
    firstFiles.delete(path);
    return body;
  };
  return async (options) =>
    datedWorld([], [await read(smallTablesPath(options.scale))], options, read);
}
