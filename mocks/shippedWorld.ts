import type { BuiltWorld, WorldBuilder } from './seed/fill';
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
import type { World, WorldOptions } from './seed/world';

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

function fetchFirstFiles(scale: number): Promise<unknown[]> {
  if (!isShippedScale(scale))
    return Promise.reject(new Error(`The mock world is shipped at 1× and 10×, not ${scale}×.`));
  return Promise.all(WORLD_TABLES.map((table) => fetchShipped(shippedTablePath(scale, table))));
}

function datedWorld(bodies: unknown[], { now, scale }: WorldOptions): BuiltWorld {
  const tables = WORLD_TABLES.map((table, index) => [table, decodeTable(bodies[index], now)]);
  let lateFields: Promise<LateFields> | undefined;
  return {
    world: Object.fromEntries(tables) as World,
    loadLateFields: () => (lateFields ??= fetchLateFields(scale, now)),
  };
}

/**
 * The browser's world: the tables built in Node at dev-server start or build time
 * (`scripts/mockAssets.ts`), fetched side by side and dated against the clock; the late fields
 * when first asked for (once per world). The page never loads faker or the seed's writers.
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
