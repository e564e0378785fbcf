import { type SeedOptions, seedDatabaseFrom } from './fill';
import { prebuiltWorld, worldKey } from './prebuilt';
import type { World, WorldOptions } from './world';

export { clearDatabase, type SeedOptions, whenLateFieldsLoaded } from './fill';
export { WORLD_TABLES } from './tables';

let lastBuilt: { key: string; world: Promise<World> } | undefined;

/**
 * Builds the world in this process (Node: tests, scripts, the HTTP mock server); the text writers
 * load only when it is called. The same clock and scale give the same world, so a run that
 * reseeds often (every test) builds it once and copies it.
 */
export const buildWorldHere = async (options: WorldOptions): Promise<{ world: World }> => {
  const key = worldKey(options);
  if (lastBuilt?.key !== key) {
    const prebuilt = prebuiltWorld(key);
    const world = prebuilt
      ? Promise.resolve(prebuilt())
      : import('./world').then(({ buildWorld }) => buildWorld(options));
    lastBuilt = { key, world };
  }
  return { world: structuredClone(await lastBuilt.world) };
};

/** Empties every table and fills it from the world built here (`seedDatabaseFrom`). */
export async function seedDatabase(options?: SeedOptions): Promise<void> {
  await seedDatabaseFrom(buildWorldHere, options);
}
