import * as v from 'valibot';
import { db } from './db';
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

const vStoredTopic = v.object({
  id: v.number(),
  title: v.string(),
  category: v.string(),
  kind: v.string(),
  author: v.string(),
  authorAvatar: v.nullable(v.string()),
  authorLevel: v.string(),
  authorPosts: v.number(),
  authorJoined: v.string(),
  location: v.nullable(v.string()),
  views: v.number(),
  likes: v.number(),
  pinned: v.boolean(),
  trending: v.boolean(),
  tags: v.array(v.string()),
  content: v.string(),
  created: v.string(),
  lastEdited: v.nullable(v.string()),
});

const vStoredReply = v.object({
  id: v.number(),
  topic_id: v.number(),
  parent_id: v.nullable(v.number()),
  author: v.string(),
  authorAvatar: v.nullable(v.string()),
  authorLevel: v.string(),
  content: v.string(),
  created: v.string(),
  likes: v.number(),
  isHelpful: v.boolean(),
});

const vStoredJob = v.looseObject({
  id: v.number(),
  posted_by: v.pipe(v.number(), v.minValue(1)),
  title: v.string(),
});

const vStoredTravelList = v.object({
  id: v.number(),
  user_id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  favorite_ids: v.array(v.number()),
  created_at: v.string(),
});

const vStoredAd = v.object({
  id: v.number(),
  user_id: v.number(),
  title: v.string(),
  category: v.string(),
  description: v.string(),
  location: v.string(),
  contact_email: v.string(),
  photo: v.nullable(v.string()),
  plan: v.string(),
  created_at: v.string(),
  expires_at: v.string(),
});

const vStoredState = v.object({
  users: v.array(vStoredUser),
  sessions: v.array(v.object({ token: v.string(), user_id: v.number(), created_at: v.string() })),
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
  forumTopics: v.array(vStoredTopic),
  forumReplies: v.array(vStoredReply),
  memberLikes: v.array(v.object({ key: v.string() })),
  postedJobs: v.array(vStoredJob),
  travelLists: v.array(vStoredTravelList),
  ads: v.array(vStoredAd),
  journalEntries: v.array(
    v.object({
      id: v.number(),
      user_id: v.number(),
      title: v.string(),
      place: v.nullable(v.string()),
      visited_on: v.string(),
      notes: v.string(),
      created_at: v.string(),
    }),
  ),
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
  const seededUsers = db.user.getAll();
  for (const user of withTodaysDates(state.users, seededUsers, ['created_at'])) {
    if (db.user.findFirst({ where: { id: { equals: user.id } } })) {
      db.user.update({ where: { id: { equals: user.id } }, data: user });
    } else {
      db.user.create(user);
    }
  }
  for (const session of state.sessions) db.session.create(session);
  // What members saved and wrote replaces the seeded rows: removals must survive a reload too.
  const seededFavorites = db.favorite.getAll();
  db.favorite.deleteMany({ where: {} });
  for (const favorite of withTodaysDates(state.favorites, seededFavorites, ['created_at']))
    db.favorite.create(favorite);
  for (const [id, likes] of Object.entries(state.profileLikes)) {
    db.datingProfile.update({ where: { id: { equals: Number(id) } }, data: { likes } });
  }
  const seededTopics = db.forumTopic.getAll();
  db.forumTopic.deleteMany({ where: {} });
  for (const topic of withTodaysDates(state.forumTopics, seededTopics, [
    'created',
    'lastEdited',
    'authorJoined',
  ]))
    db.forumTopic.create(topic);
  const seededReplies = db.forumReply.getAll();
  db.forumReply.deleteMany({ where: {} });
  for (const reply of withTodaysDates(state.forumReplies, seededReplies, ['created']))
    db.forumReply.create(reply);
  db.memberLike.deleteMany({ where: {} });
  for (const like of state.memberLikes) db.memberLike.create(like);
  const seededEntries = db.journalEntry.getAll();
  db.journalEntry.deleteMany({ where: {} });
  for (const entry of withTodaysDates(state.journalEntries, seededEntries, [
    'visited_on',
    'created_at',
  ]))
    db.journalEntry.create(entry);
  for (const job of state.postedJobs) db.job.create(job as Parameters<typeof db.job.create>[0]);
  for (const list of state.travelLists) db.travelList.create(list);
  for (const ad of state.ads) db.ad.create(ad);
  for (const [slug, likes] of Object.entries(state.articleLikes)) {
    db.article.update({ where: { slug: { equals: slug } }, data: { likes } });
  }
}

/** Saves what users create; a full or missing storage only loses persistence, never the request. */
export function persistDatabase(): void {
  const state: StoredState = v.parse(vStoredState, {
    users: db.user.getAll(),
    sessions: db.session.getAll(),
    articleLikes: Object.fromEntries(
      db.article.getAll().map((article) => [article.slug, article.likes]),
    ),
    favorites: db.favorite.getAll(),
    journalEntries: db.journalEntry.getAll(),
    profileLikes: Object.fromEntries(
      db.datingProfile.getAll().map((profile) => [profile.id, profile.likes]),
    ),
    forumTopics: db.forumTopic.getAll(),
    forumReplies: db.forumReply.getAll(),
    memberLikes: db.memberLike.getAll(),
    postedJobs: db.job.getAll().filter((job) => job.posted_by > 0),
    travelLists: db.travelList.getAll(),
    ads: db.ad.getAll(),
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
