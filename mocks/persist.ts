import * as v from 'valibot';
import { db, tableSchemas } from './db';
import { type SeedOptions, seedDatabaseFrom, type WorldBuilder } from './seed/fill';

/** Bump the version whenever the stored shape changes: older data is then ignored, not misread. */
export const PERSIST_KEY = 'ginger-mock-db:v5';

/** A scaled world numbers its rows differently, so it keeps its changes under its own key. */
function persistKey(scale: number): string {
  return scale === 1 ? PERSIST_KEY : `${PERSIST_KEY}:x${scale}`;
}

let activeKey = PERSIST_KEY;

const vStoredUser = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  email: v.string(),
  password_hash: v.string(),
  password_salt: v.string(),
  membership_tier: v.picklist(['free', 'premium', 'corporate']),
  created_at: v.string(),
});

const vStoredState = v.object({
  users: v.array(vStoredUser),
  sessions: v.array(tableSchemas.session),
  articleLikes: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
  favorites: v.array(
    v.object({
      id: v.number(),
      user_id: v.number(),
      kind: v.picklist(['location', 'job', 'article']),
      item_id: v.number(),
      created_at: v.string(),
    }),
  ),
  profileLikes: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
  forumTopics: v.array(tableSchemas.forumTopic),
  forumReplies: v.array(tableSchemas.forumReply),
  memberLikes: v.array(tableSchemas.memberLike),
  postedJobs: v.array(tableSchemas.job),
  travelLists: v.array(tableSchemas.travelList),
  ads: v.array(tableSchemas.ad),
  journalEntries: v.array(tableSchemas.journalEntry),
});

type StoredState = v.InferOutput<typeof vStoredState>;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readStoredState(): StoredState | null {
  const raw = storage()?.getItem(activeKey);
  if (!raw) return null;
  try {
    return v.parse(vStoredState, JSON.parse(raw));
  } catch {
    console.warn('[mock] Stored demo data is unreadable; starting again from the seed.');
    storage()?.removeItem(activeKey);
    return null;
  }
}

type Dated = { id: number | string };

/**
 * Stored copies of seeded rows carry the dates of the day they were saved. They take the dates
 * of today's seed instead, so a world saved months ago comes up current; rows members made
 * (ids the seed doesn't have) keep their true times.
 */
function withTodaysDates<Row extends Dated>(
  stored: readonly Row[],
  seeded: readonly Dated[],
  fields: ReadonlyArray<keyof Row & string>,
): Row[] {
  const seededById = new Map(seeded.map((row) => [row.id, row as Record<string, unknown>]));
  return stored.map((row) => {
    const seed = seededById.get(row.id);
    if (!seed) return row;
    return { ...row, ...Object.fromEntries(fields.map((field) => [field, seed[field]])) };
  });
}

/** Seeds the database from the world `build` gives, then replays what users created in earlier visits. */
export async function restoreDatabase(
  build: WorldBuilder,
  { scale = 1, ...options }: SeedOptions = {},
): Promise<void> {
  activeKey = persistKey(scale);
  await seedDatabaseFrom(build, { scale, ...options });
  const state = readStoredState();
  if (!state) return;
  const seededUsers = db.user.findMany();
  for (const user of withTodaysDates(state.users, seededUsers, ['created_at'])) {
    const seeded = db.user.findFirst((q) => q.where({ id: user.id }));
    if (seeded) await db.user.update(seeded, { data: (row) => void Object.assign(row, user) });
    else await db.user.create(user);
  }
  await createAll(db.session, state.sessions);
  // What members saved and wrote replaces the seeded rows: removals must survive a reload too.
  await replaceAll(
    db.favorite,
    withTodaysDates(state.favorites, db.favorite.findMany(), ['created_at']),
  );
  for (const [id, likes] of Object.entries(state.profileLikes)) {
    await db.datingProfile.update((q) => q.where({ id: Number(id) }), {
      data: (row) => void (row.likes = likes),
    });
  }
  await replaceAll(
    db.forumTopic,
    withTodaysDates(state.forumTopics, db.forumTopic.findMany(), [
      'created',
      'lastEdited',
      'authorJoined',
    ]),
  );
  await replaceAll(
    db.forumReply,
    withTodaysDates(state.forumReplies, db.forumReply.findMany(), ['created']),
  );
  await replaceAll(db.memberLike, state.memberLikes);
  await replaceAll(
    db.journalEntry,
    withTodaysDates(state.journalEntries, db.journalEntry.findMany(), ['visited_on', 'created_at']),
  );
  await createAll(db.job, state.postedJobs);
  await createAll(db.travelList, state.travelLists);
  await createAll(db.ad, state.ads);
  for (const [slug, likes] of Object.entries(state.articleLikes)) {
    await db.article.update((q) => q.where({ slug }), { data: (row) => void (row.likes = likes) });
  }
}

async function createAll<Row>(table: { create: (row: Row) => Promise<unknown> }, rows: Row[]) {
  for (const row of rows) await table.create(row);
}

async function replaceAll<Row>(
  table: { clear: () => void; create: (row: Row) => Promise<unknown> },
  rows: Row[],
) {
  table.clear();
  await createAll(table, rows);
}

/** Saves what users create; a full or missing storage only loses persistence, never the request. */
export function persistDatabase(): void {
  const state: StoredState = v.parse(vStoredState, {
    users: db.user.findMany(),
    sessions: db.session.findMany(),
    articleLikes: Object.fromEntries(
      db.article.findMany().map((article) => [article.slug, article.likes]),
    ),
    favorites: db.favorite.findMany(),
    journalEntries: db.journalEntry.findMany(),
    profileLikes: Object.fromEntries(
      db.datingProfile.findMany().map((profile) => [profile.id, profile.likes]),
    ),
    forumTopics: db.forumTopic.findMany(),
    forumReplies: db.forumReply.findMany(),
    memberLikes: db.memberLike.findMany(),
    postedJobs: db.job.findMany().filter((job) => job.posted_by > 0),
    travelLists: db.travelList.findMany(),
    ads: db.ad.findMany(),
  });
  try {
    storage()?.setItem(activeKey, JSON.stringify(state));
  } catch {
    console.warn('[mock] Could not save demo data (storage full or unavailable).');
  }
}

export function forgetPersistedData(): void {
  storage()?.removeItem(activeKey);
}
