import * as v from 'valibot';
import { LATE_FIELDS } from '../seed/shipped';
import { type TableName, tableSchemas } from '../db';

/** A row as plain data, whatever its table. */
export type Row = Record<string, unknown>;

/**
 * What is stored of one row: how it differs from today's seed. A seeded row keeps only the
 * fields members changed (`patch`), so its other dates stay current on any day; a row members
 * made is kept whole (`row`); a seeded row members removed is a tombstone (`deleted`).
 * `version` counts the row's saves, across tabs.
 */
export type RowChange = { table: TableName; key: string } & (
  { change: 'patch'; fields: Row } | { change: 'row'; row: Row } | { change: 'deleted' }
);

export type StoredRecord = RowChange & { version: number };

/** A row's key in its table: its id, or the key or token of the tables that have none. */
export function rowKey(row: Row): string {
  return String(row.id ?? row.key ?? row.token);
}

const lateFields: Partial<Record<TableName, readonly string[]>> = LATE_FIELDS;

/**
 * A seeded row without the fields that arrive late in the browser (article bodies, job
 * descriptions): no member changes them, and they may not have arrived yet.
 */
export function withoutLateFields(table: TableName, row: Row): Row {
  const late = lateFields[table];
  if (!late) return row;
  return Object.fromEntries(Object.entries(row).filter(([field]) => !late.includes(field)));
}

/**
 * Tables whose rows' dates only make sense together: once a member changes one (a cancelled
 * plan's end), the row is kept whole, so its start does not move with the seed's day while its
 * end stays.
 */
const KEPT_WHOLE: readonly TableName[] = ['subscription'];

/** What to store so that today's `seeded` row (if any) reads back as `current` (null: no row). */
export function changeFor(
  table: TableName,
  key: string,
  current: Row | null,
  seeded: Row | undefined,
): RowChange {
  if (!current) return { table, key, change: 'deleted' };
  // A member's own row (a job they posted) is kept whole: its late fields are theirs.
  if (!seeded || KEPT_WHOLE.includes(table)) return { table, key, change: 'row', row: current };
  const row = withoutLateFields(table, current);
  const fields = Object.fromEntries(
    Object.entries(row).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(seeded[field]),
    ),
  );
  return { table, key, change: 'patch', fields };
}

/** The row a record stands for, given today's seeded row of the same key (null: no row). */
export function rowFromRecord(record: RowChange, seeded: Row | undefined): Row | null {
  switch (record.change) {
    case 'deleted':
      return null;
    case 'row':
      return record.row;
    case 'patch':
      return seeded ? { ...seeded, ...record.fields } : null;
  }
}

const vRecord = v.object({
  table: v.picklist(Object.keys(tableSchemas) as TableName[]),
  key: v.string(),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  change: v.picklist(['patch', 'row', 'deleted']),
  fields: v.optional(v.record(v.string(), v.unknown())),
  row: v.optional(v.record(v.string(), v.unknown())),
});

/**
 * A stored record read back, checked whole: its shape, and the row it gives against its table's
 * schema. Anything else is a reason to set it aside.
 */
export function checkRecord(
  stored: unknown,
  seeded: (table: TableName, key: string) => Row | undefined,
): { ok: true; record: StoredRecord; row: Row | null } | { ok: false; reason: string } {
  const shape = v.safeParse(vRecord, stored);
  if (!shape.success) return { ok: false, reason: 'not a stored row' };
  const record = shape.output as StoredRecord;
  if (record.change === 'patch' && !record.fields)
    return { ok: false, reason: 'patch without fields' };
  if (record.change === 'row' && !record.row) return { ok: false, reason: 'row without fields' };
  const seed = seeded(record.table, record.key);
  if (record.change === 'patch' && !seed)
    return { ok: false, reason: 'changes a row the world no longer has' };
  const row = rowFromRecord(record, seed);
  if (row) {
    const parsed = v.safeParse(tableSchemas[record.table], row);
    if (!parsed.success) {
      const field = v.getDotPath(parsed.issues[0]) ?? 'row';
      return { ok: false, reason: `${field}: ${parsed.issues[0].message}` };
    }
    if (rowKey(parsed.output as Row) !== record.key) return { ok: false, reason: 'key mismatch' };
    return { ok: true, record, row: parsed.output as Row };
  }
  return { ok: true, record, row: null };
}
