import { now as clockNow } from '@/lib/clock';
import { db } from '../db';
import type { World, WorldOptions, WorldTable } from './world';

const TABLES = [
  db.session,
  db.favorite,
  db.journalEntry,
  db.memberLike,
  db.forumReply,
  db.forumTopic,
  db.datingProfile,
  db.user,
  db.job,
  db.article,
  db.location,
] as const;

export function clearDatabase(): void {
  for (const table of TABLES) table.deleteMany({ where: {} });
}

/** Called between the seed's steps; the browser mock yields there so no step blocks input long. */
export type SeedPause = () => Promise<void>;

/** Builds the world's rows: in this thread by default, in a worker in the browser. */
export type WorldBuilder = (options: WorldOptions) => Promise<World>;

/** Rows created between two pauses: a few milliseconds of work on a slow phone. */
const ROWS_PER_STEP = 25;

let lastBuilt: { key: string; world: Promise<World> } | undefined;

/**
 * Builds the world here; the text writers load only when it is called. The same clock and scale
 * give the same world, so a run that reseeds often (every test) builds it once and copies it.
 */
const buildHere: WorldBuilder = async (options) => {
  const key = `${options.now.getTime()}:${options.scale}`;
  if (lastBuilt?.key !== key)
    lastBuilt = { key, world: import('./world').then(({ buildWorld }) => buildWorld(options)) };
  return structuredClone(await lastBuilt.world);
};

export type SeedOptions = {
  /** The instant the world is built around; the clock's now by default. */
  now?: Date;
  pause?: SeedPause;
  /** How many times the default rows of jobs, articles, forum topics and dating profiles. */
  scale?: number;
  build?: WorldBuilder;
};

/** The world's tables, in the order they fill. */
export const WORLD_TABLES: WorldTable[] = [
  'location',
  'job',
  'article',
  'user',
  'favorite',
  'journalEntry',
  'forumTopic',
  'forumReply',
  'datingProfile',
];

/**
 * Empties every table and fills it from the deterministic seed: the same rows and texts on any
 * day, with every date measured back (or forward) from `now`.
 */
export async function seedDatabase({
  now = clockNow(),
  pause = async () => {},
  scale = 1,
  build = buildHere,
}: SeedOptions = {}): Promise<void> {
  const world = await build({ now, scale });
  clearDatabase();
  for (const table of WORLD_TABLES) {
    const create = db[table].create as (row: World[typeof table][number]) => unknown;
    for (const [index, row] of world[table].entries()) {
      create(row);
      if ((index + 1) % ROWS_PER_STEP === 0) await pause();
    }
    await pause();
  }
}
