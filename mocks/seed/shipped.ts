import * as v from 'valibot';
import type { LargeTable, SmallTable } from './tables';
import type { World, WorldTable } from './world';

/**
 * The world as the browser receives it: the small tables in one JSON file and each large table in
 * its own, built in Node (`scripts/build/mockAssets.ts`) and resolved against the clock on arrival.
 * Dates travel as offsets in milliseconds from "now", so the files never go stale and are the
 * same on every build.
 */

/** Where the files are served, under the site's base. */
export const SHIPPED_WORLD_DIR = 'mock-world';

/** The scales a build ships (the QA panel's Rows). */
export const SHIPPED_SCALES = [1, 10] as const;
export type ShippedScale = (typeof SHIPPED_SCALES)[number];

export function isShippedScale(scale: number): scale is ShippedScale {
  return (SHIPPED_SCALES as readonly number[]).includes(scale);
}

export function shippedTablePath(scale: number, table: LargeTable): string {
  return `${SHIPPED_WORLD_DIR}/x${scale}/${table}.json`;
}

/**
 * The twelve small tables, 8 kB gzip together: one request, where a file each cost a data
 * page's first answer a dozen round trips on a slow network.
 */
export function smallTablesPath(scale: number): string {
  return `${SHIPPED_WORLD_DIR}/x${scale}/small-tables.json`;
}

/**
 * Long texts no list shows, shipped in files of their own that the mock fetches when an answer
 * first needs them: an article's body is 40% of the world's bytes, a job's description and
 * company story two thirds of the jobs' and a location's guide three quarters of the locations',
 * and only their own pages (and searches) read them. The table schemas (`db.ts`) give each an
 * empty value until then.
 */
export const LATE_FIELDS = {
  article: ['content'],
  // Lists answer the facts worked out from it instead (`seed/guideFacts.ts`).
  location: ['comprehensive_guide'],
  job: [
    'description',
    'company_url',
    'company_description',
    'experience_requirements',
    'responsibilities',
    'nice_to_have',
    'interview_process',
    'company_culture',
    'team_size',
    'remote_policy',
    'application_url',
  ],
} as const satisfies { [Table in LargeTable]?: ReadonlyArray<keyof World[Table][number]> };
export type LateTable = keyof typeof LATE_FIELDS;
export const LATE_TABLES = Object.keys(LATE_FIELDS) as LateTable[];

/**
 * Rows per late file: a job's or an article's page waits for the file its row is in (about a
 * tenth of the table's late bytes at 1×), a search for all of them.
 */
const LATE_ROWS_PER_FILE = 20;

/** The late file a row's fields are in, by the row's id. */
export const latePartOf = (id: number): number => Math.floor((id - 1) / LATE_ROWS_PER_FILE);

export function lateFieldsPath(scale: number, table: LateTable, part: number): string {
  return `${SHIPPED_WORLD_DIR}/x${scale}/${table}.late.${part}.json`;
}

/** Rows of a late file: a row's id and its late fields. */
export type LateRows = Array<{ id: number } & Record<string, unknown>>;

/** An instant (full ISO text) or a calendar day (YYYY-MM-DD, UTC). */
type DateKind = 'instant' | 'day';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The world is built around this instant before it is shipped: offsets are then its dates. */
export const SHIPPING_ANCHOR = new Date(0);

const vShippedTable = v.object({
  /** Which fields hold dates, each row carrying them as offsets from now (or null). */
  dates: v.record(v.string(), v.picklist(['instant', 'day'])),
  rows: v.array(v.record(v.string(), v.unknown())),
});

export type ShippedTable = v.InferOutput<typeof vShippedTable>;
type Row = Record<string, unknown>;

function kindOf(values: unknown[]): DateKind | null {
  const present = values.filter((value) => value !== null);
  if (present.length === 0 || !present.every((value) => typeof value === 'string')) return null;
  if (present.every((value) => INSTANT.test(value as string))) return 'instant';
  if (present.every((value) => DAY.test(value as string))) return 'day';
  return null;
}

/** A table of a world built around `SHIPPING_ANCHOR`, its dates turned into offsets. */
export function encodeTable(rows: readonly object[]): ShippedTable {
  const records = rows as readonly Row[];
  const fields = Object.keys(records[0] ?? {});
  const dates = Object.fromEntries(
    fields.flatMap((field) => {
      const kind = kindOf(records.map((row) => row[field]));
      return kind ? [[field, kind]] : [];
    }),
  );
  const anchor = SHIPPING_ANCHOR.getTime();
  return {
    dates,
    rows: records.map((row) => {
      const encoded = { ...row };
      for (const field of Object.keys(dates)) {
        const value = row[field];
        encoded[field] = value === null ? null : Date.parse(value as string) - anchor;
      }
      return encoded;
    }),
  };
}

function dateAt(offsetMs: number, now: Date, kind: DateKind): string {
  const iso = new Date(now.getTime() + offsetMs).toISOString();
  return kind === 'day' ? iso.slice(0, 10) : iso;
}

/** Checks a shipped table's shape and gives its rows with dates measured from `now`. */
export function decodeTable<Table extends WorldTable>(body: unknown, now: Date): World[Table] {
  const table = v.parse(vShippedTable, body);
  const dateFields = Object.entries(table.dates);
  return table.rows.map((row) => {
    for (const [field, kind] of dateFields) {
      const offset = row[field];
      row[field] = typeof offset === 'number' ? dateAt(offset, now, kind) : null;
    }
    return row;
  }) as World[Table];
}

/** Checks a file of several shipped tables and gives each of `tables`, dated from `now`. */
export function decodeTables<Table extends SmallTable>(
  body: unknown,
  tables: readonly Table[],
  now: Date,
): Pick<World, Table> {
  const shipped = v.parse(v.record(v.string(), v.unknown()), body);
  return Object.fromEntries(
    tables.map((table) => [table, decodeTable(shipped[table], now)]),
  ) as Pick<World, Table>;
}
