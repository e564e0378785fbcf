import * as v from 'valibot';
import { type TableName, tableSchemas } from '../db';
import { LEGACY_KEY, legacyKey } from './legacyKey';
import { changeFor, type Row, type RowChange, rowKey } from './records';

/** The document's lists of rows, by the table they belong to. */
const LISTS: Record<string, TableName> = {
  users: 'user',
  sessions: 'session',
  favorites: 'favorite',
  forumTopics: 'forumTopic',
  forumReplies: 'forumReply',
  memberLikes: 'memberLike',
  journalEntries: 'journalEntry',
  postedJobs: 'job',
  travelLists: 'travelList',
  ads: 'ad',
};

/** Lists the document kept whole: a seeded row missing from them had been removed. */
const REPLACED: ReadonlySet<TableName> = new Set([
  'favorite',
  'forumTopic',
  'forumReply',
  'memberLike',
  'journalEntry',
]);

/** Dates the document saved of seeded rows: today's seed gives them instead, so the world is current. */
const SEEDED_DATES: Partial<Record<TableName, readonly string[]>> = {
  user: ['created_at'],
  favorite: ['created_at'],
  forumTopic: ['created', 'lastEdited', 'authorJoined'],
  forumReply: ['created'],
  journalEntry: ['visited_on', 'created_at'],
};

type Dropped = { table: string; key: string; reason: string };
type Seeded = (table: TableName, key: string) => Row | undefined;

function likesChanges(
  value: unknown,
  table: 'article' | 'datingProfile',
  keyOf: (id: string) => string | undefined,
  seeded: Seeded,
): RowChange[] {
  const likes = v.safeParse(
    v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
    value,
  );
  if (!likes.success) return [];
  return Object.entries(likes.output).flatMap(([id, count]) => {
    const key = keyOf(id);
    const seed = key === undefined ? undefined : seeded(table, key);
    return key !== undefined && seed && seed.likes !== count
      ? [changeFor(table, key, { ...seed, likes: count }, seed)]
      : [];
  });
}

/** Whether this browser still has the old document (read once, by `readLegacyWorld`). */
export function hasLegacyWorld(scale: number): boolean {
  const storage = globalThis.localStorage as Storage | undefined;
  return storage?.getItem(legacyKey(scale)) != null;
}

/**
 * Reads the old document once, row by row: every valid row becomes a change of the new store,
 * every invalid one is reported, and the document is removed.
 */
export function readLegacyWorld(
  scale: number,
  seeded: Seeded,
  seededKeys: (table: TableName) => readonly string[],
  articleKeyBySlug: (slug: string) => string | undefined,
): { changes: RowChange[]; dropped: Dropped[] } {
  const storage = globalThis.localStorage as Storage | undefined;
  const raw = storage?.getItem(legacyKey(scale));
  if (!storage || raw == null) return { changes: [], dropped: [] };
  storage.removeItem(legacyKey(scale));
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(raw) as Record<string, unknown>;
    if (typeof document !== 'object' || document === null) throw new TypeError('not an object');
  } catch {
    return { changes: [], dropped: [{ table: 'all', key: LEGACY_KEY, reason: 'unreadable JSON' }] };
  }

  const changes: RowChange[] = [];
  const dropped: Dropped[] = [];
  for (const [list, table] of Object.entries(LISTS)) {
    const rows = document[list];
    if (!Array.isArray(rows)) continue;
    const kept = new Set<string>();
    for (const stored of rows) {
      const parsed = v.safeParse(tableSchemas[table], stored);
      if (!parsed.success) {
        const key = typeof stored === 'object' && stored ? rowKey(stored as Row) : '?';
        dropped.push({ table, key, reason: parsed.issues[0].message });
        continue;
      }
      const row = parsed.output as Row;
      const key = rowKey(row);
      kept.add(key);
      const seed = seeded(table, key);
      const dated = seed
        ? { ...row, ...Object.fromEntries((SEEDED_DATES[table] ?? []).map((f) => [f, seed[f]])) }
        : row;
      changes.push(changeFor(table, key, dated, seed));
    }
    if (REPLACED.has(table))
      for (const key of seededKeys(table))
        if (!kept.has(key)) changes.push(changeFor(table, key, null, seeded(table, key)));
  }
  changes.push(
    ...likesChanges(document.articleLikes, 'article', articleKeyBySlug, seeded),
    ...likesChanges(document.profileLikes, 'datingProfile', (id) => id, seeded),
  );
  return { changes, dropped };
}
