import { db, onEveryWrite, type TableName } from './db';
import { type SeedOptions, seedDatabaseFrom, type WorldBuilder } from './seed/fill';
import {
  changeFor,
  checkRecord,
  type Row,
  type RowChange,
  rowKey,
  withoutLateFields,
} from './storage/records';
import { exclusive } from './storage/exclusive';
import { openRowStore, parseStoredKey, type RowStore } from './storage/rowStore';
import type { StorageReport } from './storageReport';

/** The storage ran out of room: the change was undone, and the request fails visibly. */
export class StorageFullError extends Error {
  constructor() {
    super('The demo data could not be saved: the browser storage is full.');
    this.name = 'StorageFullError';
  }
}

const CHANNEL = 'ginger-mock-world';
const TABLES = Object.keys(db) as TableName[];

let store: RowStore | null = null;
let channel: BroadcastChannel | null = null;
/** Today's seeded rows, by table and key: what stored changes are measured from. */
let seeded = new Map<TableName, Map<string, Row>>();
/**
 * Rows that differ from the seed as last saved or received, by table and key: their JSON, or
 * null for a row that is gone. A commit saves what differs from this (or from the seed).
 */
let synced = new Map<TableName, Map<string, string | null>>();
/** The stored version of each record this tab has placed, by `table:key`. */
let versions = new Map<string, number>();
/** The store's revision when this tab last caught up with it. */
let seenRevision = 0;
/** The lock every tab of this world takes to change it (`exclusively`). */
let lockName = CHANNEL;
let report: StorageReport = { mode: 'memory', dropped: [], full: false };
const listeners = new Set<() => void>();
/** Keys of the rows created, updated or deleted since the last commit, by table. */
const touched = new Map<TableName, Set<string>>();
let watchingWrites = false;

/** Notes every write to the tables, so a commit compares those rows, not the whole world. */
function watchWrites(): void {
  onEveryWrite((table, row) => {
    const keys = touched.get(table) ?? new Set<string>();
    touched.set(table, keys.add(rowKey(row)));
  });
  watchingWrites = true;
}

const versionId = (table: string, key: string) => `${table}:${key}`;

const toJson = (table: TableName, row: Row) => JSON.stringify(withoutLateFields(table, row));

function seededRow(table: TableName, key: string): Row | undefined {
  return seeded.get(table)?.get(key);
}

/** The row of this key as last synced: its JSON, or undefined when there is none. */
function syncedJson(table: TableName, key: string): string | undefined {
  const known = synced.get(table)?.get(key);
  if (known !== undefined) return known ?? undefined;
  const seed = seededRow(table, key);
  return seed && toJson(table, seed);
}

/** Every row of `table`, untyped (a union over every table is too large for the compiler). */
function rowsOf(table: TableName): Row[] {
  return (db[table] as unknown as { findMany(): Row[] }).findMany();
}

function findRow(table: TableName, key: string): Row | undefined {
  return rowsOf(table).find((row) => rowKey(row) === key);
}

/** Records `table`'s row of this key as it is now in the database, as synced. */
function markSynced(table: TableName, key: string): void {
  const row = findRow(table, key);
  synced.get(table)!.set(key, row ? toJson(table, row) : null);
}

/** Puts `row` (or no row) in place of the table's row with this key. */
async function placeRow(table: TableName, key: string, row: Row | null): Promise<void> {
  const collection = db[table] as unknown as {
    create(row: Row): Promise<unknown>;
    update(row: Row, options: { data: (draft: Row) => void }): Promise<unknown>;
    delete(row: Row): unknown;
  };
  const existing = findRow(table, key);
  if (!row) {
    if (existing) collection.delete(existing);
  } else if (existing) {
    await collection.update(existing, { data: (draft) => void Object.assign(draft, row) });
  } else {
    await collection.create(row);
  }
  markSynced(table, key);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the storage report changes; returns the unsubscribe. */
export function onStorageReport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storageReport(): StorageReport {
  return report;
}

/** Loads stored records into the tables; unreadable ones are set aside and reported. */
async function loadRecords(entries: ReadonlyArray<{ id: IDBValidKey; value: unknown }>) {
  const bad: Array<{ id: IDBValidKey; value: unknown; reason: string }> = [];
  for (const { id, value } of entries) {
    const checked = checkRecord(value, seededRow);
    if (!checked.ok) {
      bad.push({ id, value, reason: checked.reason });
      continue;
    }
    await placeRow(checked.record.table, checked.record.key, checked.row);
    versions.set(versionId(checked.record.table, checked.record.key), checked.record.version);
  }
  if (bad.length) await store?.setAside(bad);
  return bad.map(({ id, reason }) => ({ ...parseStoredKey(id), reason }));
}

async function receive(table: TableName, keys: readonly string[]): Promise<void> {
  if (!store) return;
  const values = await store.read(table, keys);
  for (const [index, key] of keys.entries()) {
    const value = values[index];
    if (value === undefined) {
      const seed = seededRow(table, key);
      await placeRow(table, key, seed ?? null);
      versions.delete(versionId(table, key));
      continue;
    }
    const checked = checkRecord(value, seededRow);
    // This tab may have caught up with the record already (`catchUp`).
    if (!checked.ok || checked.record.version <= (versions.get(versionId(table, key)) ?? 0))
      continue;
    await placeRow(table, key, checked.row);
    versions.set(versionId(table, key), checked.record.version);
  }
}

/**
 * Brings this tab's tables up to what every tab has saved, when the store has taken writes this
 * tab has not seen (the other tabs' messages may not have arrived yet), or `always` (after a
 * write found a newer record).
 */
export async function catchUp({ always = false } = {}): Promise<void> {
  if (!store) return;
  const revision = await store.revision();
  if (revision === seenRevision && !always) return;
  const stored = await store.readAll();
  const present = new Set<string>();
  for (const { id, value } of stored) {
    present.add(String(id));
    const checked = checkRecord(value, seededRow);
    if (!checked.ok) continue;
    const { table, key, version } = checked.record;
    if (version === versions.get(versionId(table, key))) continue;
    await placeRow(table, key, checked.row);
    versions.set(versionId(table, key), version);
  }
  // A record gone from the store (QA started the world over): the row is as seeded again.
  for (const id of [...versions.keys()].filter((id) => !present.has(id))) {
    const { table, key } = parseStoredKey(id) as { table: TableName; key: string };
    await placeRow(table, key, seededRow(table, key) ?? null);
    versions.delete(id);
  }
  seenRevision = revision;
}

/**
 * Runs `work` (a request that may change the world) while no other request of any tab sharing
 * this world runs, on tables that hold every change saved so far: a limit checked inside holds
 * however many requests arrive at once, and a count raised inside is never raised from a stale
 * copy.
 */
export function exclusively<T>(work: () => Promise<T>): Promise<T> {
  return exclusive(lockName, async () => {
    await catchUp();
    return work();
  });
}

function listen(scale: number): void {
  channel?.close();
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(`${CHANNEL}:x${scale}`);
  channel.onmessage = (event: MessageEvent<{ table: TableName; keys: string[] }>) =>
    void receive(event.data.table, event.data.keys);
}

/**
 * Seeds the database from the world `build` gives, then loads what members changed in earlier
 * visits and in other tabs (IndexedDB, shared by every tab of this browser). Where IndexedDB is
 * missing or blocked, the mock runs in memory and says so; `inMemory` never opens it.
 */
export async function restoreDatabase(
  build: WorldBuilder,
  {
    scale = 1,
    reset = false,
    inMemory = false,
    ...options
  }: SeedOptions & { reset?: boolean; inMemory?: boolean } = {},
): Promise<void> {
  store?.close();
  store = null;
  // Opening IndexedDB takes tens of milliseconds on a first visit: it opens while the world seeds.
  const opening = inMemory ? null : openRowStore(scale);
  // A failure is handled below, once the seed is in.
  opening?.catch(() => {});
  if (!watchingWrites) watchWrites();
  await seedDatabaseFrom(build, { scale, ...options });
  touched.clear();
  // The table's records themselves: an update makes a new record, so these stay as seeded.
  seeded = new Map(
    TABLES.map((table) => [table, new Map(rowsOf(table).map((row) => [rowKey(row), row]))]),
  );
  synced = new Map(TABLES.map((table) => [table, new Map()]));
  versions = new Map();
  lockName = `${CHANNEL}:x${scale}`;
  report = { mode: 'memory', dropped: [], full: false };
  if (!opening) {
    notify();
    return;
  }
  try {
    store = await opening;
  } catch (error) {
    // Node (tests) has no IndexedDB and keeps its world in memory by design.
    if (typeof indexedDB !== 'undefined')
      console.warn('[mock] Storage is blocked: the demo keeps changes in this tab only.', error);
    notify();
    return;
  }
  report.mode = 'saved';
  if (reset) await store.clear();
  seenRevision = await store.revision();
  report.dropped = await loadRecords(await store.readAll());
  listen(scale);
  notify();
}

async function revert(changes: ReadonlyArray<{ table: TableName; key: string }>) {
  for (const { table, key } of changes) {
    const json = syncedJson(table, key);
    await placeRow(table, key, json === undefined ? null : (JSON.parse(json) as Row));
  }
}

/**
 * Saves every row written since the last save that now differs from what was saved, as its
 * difference from the seed, and tells the other tabs. Each record is saved only if no other tab
 * saved it since this one read it: otherwise the change is undone and `WriteConflict` thrown, for
 * the request to run again on the newer rows. A full storage undoes the change and throws
 * `StorageFullError`.
 */
export async function commitChanges(): Promise<void> {
  const written = [...touched].flatMap(([table, keys]) => [...keys].map((key) => ({ table, key })));
  touched.clear();
  if (!store) return;
  const changes: RowChange[] = [];
  for (const { table, key } of written) {
    const row = findRow(table, key);
    if ((row && toJson(table, row)) === syncedJson(table, key)) continue;
    changes.push(changeFor(table, key, row ?? null, seededRow(table, key)));
  }
  if (!changes.length) return;
  let saved;
  try {
    saved = await store.write(changes, (table, key) => versions.get(versionId(table, key)) ?? 0);
  } catch (error) {
    await revert(changes);
    throw storageError(error);
  }
  for (const { table, key, version } of saved) {
    markSynced(table, key);
    versions.set(versionId(table, key), version);
  }
  seenRevision += 1;
  if (report.full) {
    report = { ...report, full: false };
    notify();
  }
  for (const table of new Set(changes.map((change) => change.table))) {
    const keys = changes.filter((change) => change.table === table).map((change) => change.key);
    channel?.postMessage({ table, keys });
  }
}

/** A full storage becomes `StorageFullError` (and QA is told); any other error stays as it is. */
function storageError(error: unknown): unknown {
  // By name: the exception may come from another realm (a worker, a test DOM).
  if ((error as { name?: unknown } | null)?.name !== 'QuotaExceededError') return error;
  report = { ...report, full: true };
  notify();
  return new StorageFullError();
}

/** The next id for a new row of `table`, unique across every tab sharing the world. */
export async function allocateId(table: TableName): Promise<number> {
  const rows = rowsOf(table);
  const next = Math.max(0, ...rows.map((row) => Number(row.id) || 0)) + 1;
  if (!store) return next;
  try {
    return await store.nextId(table, next);
  } catch (error) {
    throw storageError(error);
  }
}

/** Forgets everything members changed: the next start is the plain seed. */
export async function forgetPersistedData(): Promise<void> {
  await store?.clear();
}

/** Closes the store (tests): the mock keeps running in memory. */
export function closeStorage(): void {
  store?.close();
  store = null;
  channel?.close();
  channel = null;
  report = { mode: 'memory', dropped: [], full: false };
}
