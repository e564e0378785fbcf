// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { db } from '../db';
import { FIXED_NOW } from '../fixedClock';
import { seedDatabase, WORLD_TABLES } from '.';

/**
 * The whole world for the fixed seed and clock, pinned in `__snapshots__/digest.json`: for each
 * table a hash of all its rows (any change shows), and a hash of each row by id and of each field,
 * so a failure names the tables, rows and fields a change touched. After a deliberate change,
 * update the file (`npx vitest run mocks/seed/digest.test.ts -u`) in the same commit.
 */
const PINNED = './__snapshots__/digest.json';
const UPDATE = 'npx vitest run mocks/seed/digest.test.ts -u';

type Row = Record<string, unknown>;

type TableDigest = {
  rows: number;
  /** All the rows in their order, as the world holds them. */
  sha256: string;
  /** Each field's values over the rows, by id. */
  fields: Record<string, string>;
  /** Each row, by its id. */
  ids: Record<string, string>;
};

type WorldDigest = Record<string, TableDigest>;

const hashOf = (value: unknown, length: number) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, length);

const rowsOf = (table: string): Row[] => {
  const collection: { findMany(): Row[] } = db[table as (typeof WORLD_TABLES)[number]];
  return collection.findMany();
};

const byId = (rows: Row[]) => [...rows].sort((a, b) => Number(a.id) - Number(b.id));

/** Each field's values over `rows`, by id. */
function fieldHashes(rows: Row[]): Record<string, string> {
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();
  return Object.fromEntries(
    names.map((name) => [
      name,
      hashOf(
        byId(rows).map((row) => [row.id, row[name] ?? null]),
        8,
      ),
    ]),
  );
}

function tableDigest(rows: Row[]): TableDigest {
  return {
    rows: rows.length,
    sha256: hashOf(rows, 16),
    fields: fieldHashes(rows),
    ids: Object.fromEntries(byId(rows).map((row) => [String(row.id), hashOf(row, 8)])),
  };
}

/** '12, 57, 60 and 4 more'. */
function listed(ids: string[]): string {
  const shown = ids.slice(0, 8).join(', ');
  return ids.length > 8 ? `${shown} and ${ids.length - 8} more` : shown;
}

/** A value as the message quotes it, cut short. */
function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * The changed fields of a row as `field: old → new`. The old value is known only when the row
 * changed in that one field to a value another row still holds (a role, a flag, a category):
 * otherwise the digest kept its hash alone, and it shows as `?`.
 */
function fieldChanges(row: Row, rows: Row[], fields: string[], pinnedHash: string): string[] {
  return fields
    .filter((name) => name in row)
    .map((name) => {
      const candidates = new Set(rows.map((other) => JSON.stringify(other[name] ?? null)));
      const old = [...candidates].find(
        (value) => hashOf({ ...row, [name]: JSON.parse(value) as unknown }, 8) === pinnedHash,
      );
      return `${name}: ${old === undefined ? '?' : quoted(JSON.parse(old))} → ${quoted(row[name])}`;
    });
}

const rowsCalled = (ids: string[]) => `${ids.length === 1 ? 'row' : 'rows'} ${listed(ids)}`;

/** One line per table that differs from the pinned digest, naming its rows and fields. */
function changesFrom(pinned: WorldDigest, digest: WorldDigest): string[] {
  const lines: string[] = [];
  for (const table of Object.keys(pinned).filter((name) => !(name in digest)))
    lines.push(`table ${table}: gone (it had ${pinned[table]!.rows} rows)`);
  for (const [table, now] of Object.entries(digest)) {
    const before = pinned[table];
    if (!before) {
      lines.push(`table ${table}: new, ${now.rows} rows`);
      continue;
    }
    if (before.sha256 === now.sha256) continue;
    const changed = Object.keys(now.ids).filter(
      (id) => id in before.ids && before.ids[id] !== now.ids[id],
    );
    const added = Object.keys(now.ids).filter((id) => !(id in before.ids));
    const removed = Object.keys(before.ids).filter((id) => !(id in now.ids));
    const rows = rowsOf(table);
    // Over the rows the pinned digest had too, so new rows don't show as changed fields.
    const nowFields = removed.length
      ? now.fields
      : fieldHashes(rows.filter((row) => String(row.id) in before.ids));
    const fields = Object.keys({ ...before.fields, ...nowFields }).filter(
      (name) => before.fields[name] !== nowFields[name],
    );
    const parts = [
      changed.length && `${rowsCalled(changed)} ${changed.length === 1 ? 'differs' : 'differ'}`,
      added.length && `${rowsCalled(added)} new`,
      removed.length && `${rowsCalled(removed)} gone`,
      fields.length && `fields changed: ${fields.join(', ')}`,
    ].filter(Boolean);
    if (!parts.length) parts.push('the same rows, in another order or with their fields reordered');
    const count =
      before.rows === now.rows ? `${now.rows} rows` : `rows ${before.rows} → ${now.rows}`;
    let line = `table ${table} (${count}): ${parts.join('; ')}`;
    if (changed.length) {
      const row = rows.find((candidate) => String(candidate.id) === changed[0])!;
      const values = fieldChanges(row, rows, fields, before.ids[changed[0]!]!);
      line += `\n    first, ${table} ${changed[0]}: {${values.join(', ')}}`;
    }
    lines.push(line);
  }
  return lines;
}

it('builds the same world for the same seed and clock', async () => {
  await seedDatabase({ now: FIXED_NOW });
  const digest: WorldDigest = Object.fromEntries(
    WORLD_TABLES.map((table) => [table, tableDigest(rowsOf(table))]),
  );
  const file = new URL(PINNED, import.meta.url);
  const pinned = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as WorldDigest)
    : undefined;
  try {
    // Fails on any difference from the pinned file; `-u` writes the new one instead.
    await expect(`${JSON.stringify(digest, null, 2)}\n`).toMatchFileSnapshot(PINNED);
  } catch (error) {
    const changes = pinned ? changesFrom(pinned, digest) : [];
    if (!changes.length) throw error;
    throw new Error(
      `The seeded world changed:\n  ${changes.join('\n  ')}\n` +
        `If the change is deliberate, update the digest: ${UPDATE}`,
    );
  }
});
