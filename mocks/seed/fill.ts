import { now as clockNow } from '@/lib/clock';
import { db, type Db } from '../db';
import { LATE_TABLES, type LateFields, type LateRows, type LateTable } from './shipped';
import { WORLD_TABLES } from './tables';
import type { World, WorldOptions, WorldTable } from './world';

export function clearDatabase(): void {
  for (const table of Object.values(db)) table.clear();
}

/** Called between the seed's steps; the browser mock yields there so no step blocks input long. */
export type SeedPause = () => Promise<void>;

/** What the browser mock takes in when an answer first needs it. */
export type LateData = {
  /** Long texts of rows already in the tables (`LATE_FIELDS`). */
  fields: LateFields;
  /** Whole tables (`ON_DEMAND_TABLES`). */
  tables: Partial<World>;
};

/**
 * A world's rows, and (in the browser) its late data: the tables still empty in `world`, and how
 * to fetch them and the late fields, so they never compete with the first screen.
 */
export type BuiltWorld = {
  world: World;
  late?: { tables: readonly WorldTable[]; load: () => Promise<LateData> };
};

/**
 * Gives the world: built in this process in Node (`./index.ts`), received as data in the
 * browser (`../shippedWorld.ts`).
 */
export type WorldBuilder = (options: WorldOptions) => Promise<BuiltWorld>;

let late: BuiltWorld['late'];
let lateDataLoaded: Promise<void> | undefined;
let pendingTables = new Set<WorldTable>();
let onLateTables: SeedOptions['onLateTables'];
let pauseBetweenSteps: SeedPause = async () => {};

/** Whether `table`'s rows are still to come with the late data. */
export function isTablePending(table: string): boolean {
  return pendingTables.has(table as WorldTable);
}

/**
 * Settles once the late data is in the tables: the late fields (`LATE_FIELDS`) and the tables
 * fetched on demand (`ON_DEMAND_TABLES`). Handlers that read them wait; the first call fetches.
 */
export function whenLateDataLoaded(): Promise<void> {
  if (!lateDataLoaded) {
    const asked = late;
    // A world seeded since (a QA reset) has late data of its own.
    lateDataLoaded = asked
      ? asked.load().then((data) => (asked === late ? applyLateData(data) : undefined))
      : Promise.resolve();
    // Only the answers that need it fail (with a 500) when the late data can't be had.
    lateDataLoaded.catch((error: unknown) =>
      console.warn(
        '[mock] Article bodies, job descriptions and forums could not be loaded:',
        error,
      ),
    );
  }
  return lateDataLoaded;
}

async function applyLateRows(collection: Db[LateTable], rows: LateRows = []): Promise<void> {
  const fieldsById = new Map(rows.map(({ id, ...fields }) => [id, fields]));
  // One update for every late table; TypeScript can't call a union of the collections' signatures.
  await (collection as Db['article']).updateMany(
    (q) => q.where({ id: (id) => fieldsById.has(id) }),
    {
      data(row) {
        Object.assign(row, fieldsById.get(row.id));
      },
    },
  );
}

async function applyLateData({ fields, tables }: LateData): Promise<void> {
  for (const table of LATE_TABLES) await applyLateRows(db[table], fields[table]);
  const arrived = WORLD_TABLES.filter((table) => pendingTables.has(table) && tables[table]);
  for (const table of arrived) {
    await fillTable(table, tables[table]!, pauseBetweenSteps);
    pendingTables.delete(table);
  }
  await onLateTables?.(arrived);
}

/** Rows created between two pauses: a few milliseconds of work on a slow phone. */
const ROWS_PER_STEP = 25;

export type SeedOptions = {
  /** The instant the world is built around; the clock's now by default. */
  now?: Date;
  pause?: SeedPause;
  /** How many times the default rows of jobs, articles, forum topics and dating profiles. */
  scale?: number;
  /** Called once tables that came with the late data are filled (the browser's storage). */
  onLateTables?: (tables: readonly WorldTable[]) => Promise<void>;
};

async function fillTable<Table extends WorldTable>(
  table: Table,
  rows: World[Table],
  pause: SeedPause,
): Promise<void> {
  const create = db[table].create.bind(db[table]) as (
    row: World[Table][number],
  ) => Promise<unknown>;
  for (const [index, row] of rows.entries()) {
    await create(row);
    if ((index + 1) % ROWS_PER_STEP === 0) await pause();
  }
  await pause();
}

/**
 * Empties every table and fills it from the deterministic world `build` gives: the same rows and
 * texts on any day, with every date measured back (or forward) from `now`. Tables that come with
 * the late data stay empty until an answer asks for it (`whenLateDataLoaded`).
 */
export async function seedDatabaseFrom(
  build: WorldBuilder,
  { now = clockNow(), pause = async () => {}, scale = 1, ...options }: SeedOptions = {},
): Promise<void> {
  const built = await build({ now, scale });
  clearDatabase();
  for (const table of WORLD_TABLES) await fillTable(table, built.world[table], pause);
  late = built.late;
  lateDataLoaded = undefined;
  pendingTables = new Set(built.late?.tables);
  onLateTables = options.onLateTables;
  pauseBetweenSteps = pause;
}
