import { now as clockNow } from '@/lib/clock';
import { db, type Db, type TableName } from '../db';
import { LATE_TABLES, type LateFields, type LateRows, type LateTable } from './shipped';
import { WORLD_TABLES } from './tables';
import type { World, WorldOptions, WorldTable } from './world';

export function clearDatabase(): void {
  for (const table of Object.values(db)) table.clear();
}

/** Called between the seed's steps; the browser mock yields there so no step blocks input long. */
export type SeedPause = () => Promise<void>;

/**
 * A world's rows, and (in the browser) how to fetch its late fields: only when an answer first
 * needs them, so they never compete with the first screen for the network.
 */
export type BuiltWorld = { world: World; loadLateFields?: () => Promise<LateFields> };

/**
 * Gives the world: built in this process in Node (`./index.ts`), received as data in the
 * browser (`../shippedWorld.ts`).
 */
export type WorldBuilder = (options: WorldOptions) => Promise<BuiltWorld>;

let loadLateFields: BuiltWorld['loadLateFields'];
let lateFieldsLoaded: Promise<void> | undefined;

/**
 * Settles once the late fields (`LATE_FIELDS`) are in the tables; handlers that read them wait.
 * The first call fetches them.
 */
export function whenLateFieldsLoaded(): Promise<void> {
  if (!lateFieldsLoaded) {
    lateFieldsLoaded = loadLateFields ? loadLateFields().then(applyLateFields) : Promise.resolve();
    // Only the answers that need them fail (with a 500) when the late fields can't be had.
    lateFieldsLoaded.catch((error: unknown) =>
      console.warn('[mock] Article bodies and job descriptions could not be loaded:', error),
    );
  }
  return lateFieldsLoaded;
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

async function applyLateFields(lateFields: LateFields): Promise<void> {
  for (const table of LATE_TABLES) await applyLateRows(db[table], lateFields[table]);
}

/** Rows created between two pauses: a few milliseconds of work on a slow phone. */
const ROWS_PER_STEP = 25;

export type SeedOptions = {
  /** The instant the world is built around; the clock's now by default. */
  now?: Date;
  pause?: SeedPause;
  /** How many times the default rows of jobs, articles, forum topics and dating profiles. */
  scale?: number;
};

/**
 * Empties every table and fills it from the deterministic world `build` gives: the same rows and
 * texts on any day, with every date measured back (or forward) from `now`.
 */
export async function seedDatabaseFrom(
  build: WorldBuilder,
  { now = clockNow(), pause = async () => {}, scale = 1 }: SeedOptions = {},
): Promise<void> {
  const built = await build({ now, scale });
  clearDatabase();
  for (const table of WORLD_TABLES) await fillTable(table, built.world[table], pause);
  takeLateFieldsFrom(built);
}

/**
 * Empties `tables` and puts back the rows `built` gives them (none for a table the world doesn't
 * fill), leaving every other table as it is, late fields included.
 */
export async function refillTables(built: BuiltWorld, tables: readonly TableName[]): Promise<void> {
  for (const table of tables) {
    db[table].clear();
    if (isWorldTable(table)) await fillTable(table, structuredClone(built.world[table]));
  }
  if (tables.some(isLateTable)) takeLateFieldsFrom(built);
}

const isLateTable = (table: TableName): table is LateTable =>
  (LATE_TABLES as TableName[]).includes(table);

const isWorldTable = (table: TableName): table is WorldTable =>
  (WORLD_TABLES as TableName[]).includes(table);

async function fillTable<Table extends WorldTable>(
  table: Table,
  rows: World[Table],
  pause: SeedPause = async () => {},
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

/** Late fields are fetched again when an answer needs them: the tables may lack them now. */
function takeLateFieldsFrom(built: BuiltWorld): void {
  loadLateFields = built.loadLateFields;
  lateFieldsLoaded = undefined;
}
