import { now as clockNow } from '@/lib/clock';
import { onEveryWrite, type TableName } from '../db';
import { type BuiltWorld, refillTables, seedDatabaseFrom, type WorldBuilder } from './fill';
import { worldKey } from './prebuilt';

/** The world the tables were last filled from, kept untouched to put back what changes. */
let lastSeed: { build: WorldBuilder; key: string; built: BuiltWorld } | undefined;
/** Tables created in, updated or deleted from since the tables last matched `lastSeed`. */
const changedTables = new Set<TableName>();
let watching = false;

function watchForChanges(): void {
  onEveryWrite((table) => changedTables.add(table));
  watching = true;
}

/**
 * Leaves the database as `seedDatabaseFrom(build)` would, for a run that reseeds before every
 * test or story: when the tables already came from the same world, only those changed since are
 * emptied and filled again (a test that signs in rewrites the sessions, not 1,150 rows).
 */
export async function reseedFrom(
  build: WorldBuilder,
  { now = clockNow(), scale = 1 }: { now?: Date; scale?: number } = {},
): Promise<void> {
  if (!watching) watchForChanges();
  const key = worldKey({ now, scale });
  if (lastSeed?.build === build && lastSeed.key === key) {
    if (changedTables.size) await refillTables(lastSeed.built, [...changedTables]);
  } else {
    const built = await build({ now, scale });
    await seedDatabaseFrom(async () => ({ ...built, world: structuredClone(built.world) }), {
      now,
      scale,
    });
    lastSeed = { build, key, built };
  }
  changedTables.clear();
}
