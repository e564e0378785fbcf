import { now as clockNow } from '@/lib/clock';
import { db, type Db, type TableName } from '../db';
import { LATE_TABLES, latePartOf, type LateRows, type LateTable } from './shipped';
import { WORLD_TABLES } from './tables';
import type { World, WorldOptions, WorldTable } from './world';

export function clearDatabase(): void {
  for (const table of Object.values(db)) table.clear();
}

/**
 * A world's rows, and (in the browser) how to fetch a file of a table's late fields
 * (`latePartOf`): only when an answer first needs them, so they never compete with the first
 * screen for the network.
 */
export type BuiltWorld = {
  world: Partial<World>;
  loadLateFields?: (table: LateTable, part: number) => Promise<LateRows>;
};

/**
 * Gives the world: built in this process in Node (`./index.ts`), received as data in the
 * browser (`../shippedWorld.ts`).
 */
export type WorldBuilder = (options: WorldOptions) => Promise<BuiltWorld>;

let loadLateFields: BuiltWorld['loadLateFields'];
/** The late files each table was filled without (its rows' `latePartOf`), by table. */
const partsToLoad = new Map<LateTable, Set<number>>();
/** The late files asked for since their table was filled, by `table:part`. */
const partsLoaded = new Map<string, Promise<void>>();

/**
 * Settles once the late fields (`LATE_FIELDS`) of `tables` are in them; handlers that read them
 * wait. The first call for a table fetches the files it was filled without.
 */
export async function whenLateFieldsLoaded(...tables: LateTable[]): Promise<void> {
  await Promise.all(
    tables.flatMap((table) => [...(partsToLoad.get(table) ?? [])].map((part) => load(table, part))),
  );
}

/** Settles once the row `id` of `table` has its late fields: fetches the one file it is in. */
export async function whenRowLateFieldsLoaded(table: LateTable, id: number): Promise<void> {
  const part = latePartOf(id);
  if (partsToLoad.get(table)?.has(part)) await load(table, part);
}

function load(table: LateTable, part: number): Promise<void> {
  const key = `${table}:${part}`;
  let loaded = partsLoaded.get(key);
  if (!loaded) {
    loaded = loadLateFields
      ? loadLateFields(table, part).then((rows) => applyLateRows(db[table], rows))
      : Promise.resolve();
    // Only the answers that need them fail (with a 500) when the late fields can't be had.
    loaded.catch((error: unknown) =>
      console.warn(`[mock] The ${table} table's long texts could not be loaded:`, error),
    );
    partsLoaded.set(key, loaded);
  }
  return loaded;
}

/** Gives the rows their late fields. */
async function applyLateRows(collection: Db[LateTable], rows: LateRows): Promise<void> {
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

export type SeedOptions = {
  /** The instant the world is built around; the clock's now by default. */
  now?: Date;
  /** How many times the default rows of jobs, articles, forum topics and dating profiles. */
  scale?: number;
  /**
   * Ends the current task (in the browser, `yieldToMain`), called between rows every few
   * milliseconds of work, so the page can paint and answer input while the world fills.
   */
  pause?: () => Promise<void>;
};

/**
 * Empties every table and fills it from the deterministic world `build` gives: the same rows and
 * texts on any day, with every date measured back (or forward) from `now`.
 */
export async function seedDatabaseFrom(
  build: WorldBuilder,
  { now = clockNow(), scale = 1, pause }: SeedOptions = {},
): Promise<BuiltWorld> {
  const built = await build({ now, scale });
  clearDatabase();
  // No table has rows whose late fields are missing until it fills.
  partsToLoad.clear();
  partsLoaded.clear();
  for (const table of WORLD_TABLES) {
    const rows = built.world[table];
    if (rows) await fillTable(table, rows, pause);
  }
  loadLateFields = built.loadLateFields;
  return built;
}

/**
 * Empties `tables` and puts back the rows `built` gives them (none for a table the world doesn't
 * fill), leaving every other table as it is, late fields included.
 */
export async function refillTables(built: BuiltWorld, tables: readonly TableName[]): Promise<void> {
  for (const table of tables) {
    db[table].clear();
    if (isWorldTable(table)) await fillTable(table, structuredClone(built.world[table] ?? []));
  }
  loadLateFields = built.loadLateFields;
}

const isLateTable = (table: TableName): table is LateTable =>
  (LATE_TABLES as TableName[]).includes(table);

const isWorldTable = (table: TableName): table is WorldTable =>
  (WORLD_TABLES as TableName[]).includes(table);

/** How long the seed works before it pauses: a task this short doesn't hold up input. */
const WORK_BETWEEN_PAUSES_MS = 8;

/** Creates `rows` in the table, pausing every few milliseconds of work when given `pause`. */
async function fillTable<Table extends WorldTable>(
  table: Table,
  rows: World[Table],
  pause?: () => Promise<void>,
): Promise<void> {
  const create = db[table].create.bind(db[table]) as (
    row: World[Table][number],
  ) => Promise<unknown>;
  if (isLateTable(table)) lateFilesToFetch(table, rows);
  let workingSince = performance.now();
  for (const row of rows) {
    await create(row);
    if (pause && performance.now() - workingSince > WORK_BETWEEN_PAUSES_MS) {
      await pause();
      workingSince = performance.now();
    }
  }
}

/** A late table just filled lacks its late fields: its files are fetched again when needed. */
function lateFilesToFetch(table: LateTable, rows: ReadonlyArray<{ id: number }>): void {
  partsToLoad.set(table, new Set(rows.map((row) => latePartOf(row.id))));
  for (const key of partsLoaded.keys()) if (key.startsWith(`${table}:`)) partsLoaded.delete(key);
}
