import type { TableName } from '../db';
import type { RowChange, StoredRecord } from './records';

/** Where the mock keeps what members change: IndexedDB, so every tab shares one database. */
export type RowStore = {
  readAll(): Promise<Array<{ id: IDBValidKey; value: unknown }>>;
  /** Every record of one table. */
  readTable(table: TableName): Promise<Array<{ id: IDBValidKey; value: unknown }>>;
  read(table: TableName, keys: readonly string[]): Promise<unknown[]>;
  /**
   * Saves the records in one transaction, each at its stored version + 1, when every stored
   * version is still the one `expected` gives (0: no record); otherwise saves none and throws
   * `WriteConflict`. Returns the records as saved.
   */
  write(
    changes: readonly RowChange[],
    expected?: (table: TableName, key: string) => number,
  ): Promise<StoredRecord[]>;
  /** How many writes the store has taken, from every tab: a tab that saw fewer is behind. */
  revision(): Promise<number>;
  /** Moves unreadable records out of the way (kept for inspection) in one transaction. */
  setAside(
    entries: ReadonlyArray<{ id: IDBValidKey; value: unknown; reason: string }>,
  ): Promise<void>;
  /** The next id of a table: above any id a tab has used, allocated atomically across tabs. */
  nextId(table: TableName, atLeast: number): Promise<number>;
  clear(): Promise<void>;
  close(): void;
};

/** Another tab saved one of the rows since this tab read it: nothing of the write was saved. */
export class WriteConflict extends Error {
  constructor(
    readonly table: TableName,
    readonly key: string,
  ) {
    super(`${table} ${key} was saved by another tab since this one read it.`);
    this.name = 'WriteConflict';
  }
}

const ROWS = 'rows';
const SET_ASIDE = 'setAside';
const COUNTERS = 'counters';
/** The counter of writes, kept beside the tables' id counters. */
const REVISION = '#revision';

export function databaseName(scale: number): string {
  return scale === 1 ? 'ginger-mock-world' : `ginger-mock-world:x${scale}`;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

const storedKey = (table: string, key: string) => `${table}:${key}`;

/** A stored record's table and row key, from its id (`storedKey`). */
export function parseStoredKey(id: IDBValidKey): { table: string; key: string } {
  const [table = '?', ...key] = String(id).split(':');
  return { table, key: key.join(':') };
}

const STORES = [
  { name: ROWS, options: {} },
  { name: SET_ASIDE, options: { autoIncrement: true } },
  { name: COUNTERS, options: {} },
];

/** Opens the database at `version` (the newest without), creating any store it lacks. */
function open(name: string, version?: number): Promise<IDBDatabase> {
  const opening = indexedDB.open(name, version);
  opening.onupgradeneeded = () => {
    for (const { name: store, options } of STORES)
      if (!opening.result.objectStoreNames.contains(store))
        opening.result.createObjectStore(store, options);
  };
  return request(opening);
}

async function readRecords(db: IDBDatabase, range?: IDBKeyRange) {
  const store = db.transaction(ROWS).objectStore(ROWS);
  const [keys, values] = await Promise.all([
    request(store.getAllKeys(range)),
    request(store.getAll(range)),
  ]);
  return values.map((value, index) => ({ id: keys[index]!, value }));
}

/** Opens the world's database; rejects where IndexedDB is missing or blocked. */
export async function openRowStore(scale: number): Promise<RowStore> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  let db = await open(databaseName(scale));
  // A database someone else created without our stores is upgraded to have them.
  if (STORES.some(({ name }) => !db.objectStoreNames.contains(name))) {
    db.close();
    db = await open(databaseName(scale), db.version + 1);
  }
  // Another tab deleting or upgrading the database (a QA reset) must not wait on this one.
  db.onversionchange = () => db.close();

  return {
    readAll: () => readRecords(db),
    readTable: (table) =>
      readRecords(db, IDBKeyRange.bound(storedKey(table, ''), storedKey(table, '\uffff'))),
    async read(table, keys) {
      const store = db.transaction(ROWS).objectStore(ROWS);
      return Promise.all(keys.map((key) => request(store.get(storedKey(table, key)))));
    },
    async write(changes, expected) {
      const transaction = db.transaction([ROWS, COUNTERS], 'readwrite');
      const store = transaction.objectStore(ROWS);
      const counters = transaction.objectStore(COUNTERS);
      const finished = done(transaction);
      try {
        const saved = await Promise.all(
          changes.map(async (change) => {
            const id = storedKey(change.table, change.key);
            const previous = (await request(store.get(id))) as { version?: unknown } | undefined;
            const stored = typeof previous?.version === 'number' ? previous.version : 0;
            if (expected && stored !== expected(change.table, change.key))
              throw new WriteConflict(change.table, change.key);
            const next: StoredRecord = { ...change, version: stored + 1 };
            store.put(next, id);
            return next;
          }),
        );
        const revision = ((await request(counters.get(REVISION))) as number | undefined) ?? 0;
        counters.put(revision + 1, REVISION);
        await finished;
        return saved;
      } catch (error) {
        // Nothing of a failed write is kept (it may have ended already: then abort throws).
        try {
          transaction.abort();
        } catch {
          // It had ended already.
        }
        await finished.catch(() => {});
        throw error;
      }
    },
    async revision() {
      const store = db.transaction(COUNTERS).objectStore(COUNTERS);
      return ((await request(store.get(REVISION))) as number | undefined) ?? 0;
    },
    async setAside(entries) {
      const transaction = db.transaction([ROWS, SET_ASIDE], 'readwrite');
      for (const { id, value, reason } of entries) {
        transaction.objectStore(SET_ASIDE).add({ id, value, reason });
        transaction.objectStore(ROWS).delete(id);
      }
      await done(transaction);
    },
    async nextId(table, atLeast) {
      const transaction = db.transaction(COUNTERS, 'readwrite');
      const store = transaction.objectStore(COUNTERS);
      const last = (await request(store.get(table))) as number | undefined;
      const id = Math.max(last ?? 0, atLeast - 1) + 1;
      store.put(id, table);
      await done(transaction);
      return id;
    },
    async clear() {
      const transaction = db.transaction([ROWS, SET_ASIDE, COUNTERS], 'readwrite');
      for (const name of [ROWS, SET_ASIDE, COUNTERS]) transaction.objectStore(name).clear();
      await done(transaction);
    },
    close: () => db.close(),
  };
}
