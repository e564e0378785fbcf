import type { BuiltWorld, LateData, WorldBuilder } from './seed/fill';
import {
  decodeTable,
  isShippedScale,
  LATE_TABLES,
  type LateFields,
  type LateRows,
  lateFieldsPath,
  isOnDemandTable,
  ON_DEMAND_TABLES,
  shippedTablePath,
} from './seed/shipped';
import { WORLD_TABLES } from './seed/tables';
import type { World, WorldOptions, WorldTable } from './seed/world';

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

async function fetchTables(tables: readonly WorldTable[], scale: number, now: Date) {
  const bodies = await Promise.all(
    tables.map((table) => fetchShipped(shippedTablePath(scale, table))),
  );
  return Object.fromEntries(
    tables.map((table, index) => [table, decodeTable(bodies[index], now)]),
  ) as Partial<World>;
}

/** The tables every first answer may read: all but those fetched on demand. */
const FIRST_TABLES = WORLD_TABLES.filter((table) => !isOnDemandTable(table));

function fetchFirstFiles(scale: number): Promise<unknown[]> {
  if (!isShippedScale(scale))
    return Promise.reject(new Error(`The mock world is shipped at 1× and 10×, not ${scale}×.`));
  return Promise.all(FIRST_TABLES.map((table) => fetchShipped(shippedTablePath(scale, table))));
}

function datedWorld(bodies: unknown[], { now, scale }: WorldOptions): BuiltWorld {
  const first = FIRST_TABLES.map((table, index) => [table, decodeTable(bodies[index], now)]);
  const empty = ON_DEMAND_TABLES.map((table) => [table, []]);
  let lateData: Promise<LateData> | undefined;
  return {
    world: Object.fromEntries([...first, ...empty]) as World,
    late: {
      tables: ON_DEMAND_TABLES,
      load: () =>
        (lateData ??= Promise.all([
          fetchLateFields(scale, now),
          fetchTables(ON_DEMAND_TABLES, scale, now),
        ]).then(([fields, tables]) => ({ fields, tables }))),
    },
  };
}

/**
 * The browser's world: the tables built in Node at dev-server start or build time
 * (`scripts/mockAssets.ts`), fetched side by side and dated against the clock; the late data
 * (long fields, the forums) when first asked for, once per world. The page never loads faker or the seed's writers.
 */
export const loadShippedWorld: WorldBuilder = async (options) =>
  datedWorld(await fetchFirstFiles(options.scale), options);

/**
 * Asks for the world's first files now, for a builder called later. The browser mock asks before
 * its service worker controls the page, so the files skip a round trip through this page's msw.
 */
export function prefetchShippedWorld(scale: number): WorldBuilder {
  const bodies = fetchFirstFiles(scale);
  // A failure is reported where the builder is awaited, not as unhandled before it.
  bodies.catch(() => {});
  return async (options) => datedWorld(await bodies, { ...options, scale });
}
