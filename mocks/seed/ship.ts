import {
  encodeTable,
  LATE_FIELDS,
  LATE_TABLES,
  lateFieldsPath,
  latePartOf,
  SHIPPING_ANCHOR,
  shippedTablePath,
  smallTablesPath,
} from './shipped';
import { LARGE_TABLES, SMALL_TABLES } from './tables';
import { buildWorld, type WorldTable } from './world';

const lateFieldsOf = (table: WorldTable): readonly string[] =>
  (LATE_FIELDS as Partial<Record<WorldTable, readonly string[]>>)[table] ?? [];

function pick(row: object, fields: readonly string[], keep: boolean) {
  return Object.fromEntries(
    Object.entries(row).filter(([field]) => fields.includes(field) === keep),
  );
}

/**
 * The world of `scale` as the files the browser mock fetches (path under the site's base → JSON
 * text), built in Node around `SHIPPING_ANCHOR` so every date ships as an offset from now: the
 * small tables together, each large one alone, and a table's late fields in files of their own
 * (`latePartOf`), with the row ids.
 */
export async function shipWorld(scale: number): Promise<Map<string, string>> {
  const world = await buildWorld({ now: SHIPPING_ANCHOR, scale });
  const files = new Map<string, string>();
  const smallTables = SMALL_TABLES.map((table) => [table, encodeTable(world[table])]);
  files.set(smallTablesPath(scale), JSON.stringify(Object.fromEntries(smallTables)));
  for (const table of LARGE_TABLES) {
    const late = lateFieldsOf(table);
    const rows = world[table].map((row) => pick(row, late, false));
    files.set(shippedTablePath(scale, table), JSON.stringify(encodeTable(rows)));
  }
  for (const table of LATE_TABLES) {
    const rows = world[table].map((row) => ({
      id: row.id,
      ...pick(row, LATE_FIELDS[table], true),
    }));
    for (const part of new Set(rows.map((row) => latePartOf(row.id)))) {
      const partRows = rows.filter((row) => latePartOf(row.id) === part);
      files.set(lateFieldsPath(scale, table, part), JSON.stringify(encodeTable(partRows)));
    }
  }
  return files;
}
