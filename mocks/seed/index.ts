import { db } from '../db';
import { hashPassword } from '../passwords';
import { now as clockNow } from '@/lib/clock';
import { seededAccountCreatedAt, SEEDED_ACCOUNTS, seededSalt } from './accounts';
import { seedArticleRows } from './articles';
import { seedJobRows } from './jobs';
import { seedDatingRows } from './dating';
import { seedForumRows } from './forums';
import { seedLocationRows } from './locations';
import { seededFavorites, seededJournalEntries } from './memberData';
import { createSeededFaker } from './random';
import { type Timeline, timeline } from './timeline';

const TABLES = [
  db.session,
  db.favorite,
  db.journalEntry,
  db.memberLike,
  db.forumReply,
  db.forumTopic,
  db.datingProfile,
  db.user,
  db.job,
  db.article,
  db.location,
] as const;

export function clearDatabase(): void {
  for (const table of TABLES) table.deleteMany({ where: {} });
}

/** Called between the seed's steps; the browser mock yields there so no step blocks input long. */
export type SeedPause = () => Promise<void>;

/** Rows created between two pauses: a few milliseconds of work on a slow phone. */
const ROWS_PER_STEP = 25;

async function createRows<Row>(
  rows: readonly Row[],
  create: (row: Row) => unknown,
  pause: SeedPause,
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    create(row);
    if ((index + 1) % ROWS_PER_STEP === 0) await pause();
  }
  await pause();
}

export type SeedOptions = {
  /** The instant the world is built around; the clock's now by default. */
  now?: Date;
  pause?: SeedPause;
  /** How many times the default rows of jobs, articles, forum topics and dating profiles. */
  scale?: number;
};

/** What every seed step gets: the one faker (its order of calls fixes the world) and the time. */
export type SeedContext = {
  faker: ReturnType<typeof createSeededFaker>;
  time: Timeline;
  scale: number;
};

/**
 * Empties every table and fills it from the deterministic seed: the same rows and texts on any
 * day, with every date measured back (or forward) from `now`.
 */
export async function seedDatabase({
  now = clockNow(),
  pause = async () => {},
  scale = 1,
}: SeedOptions = {}): Promise<void> {
  clearDatabase();
  const context: SeedContext = { faker: createSeededFaker(), time: timeline(now), scale };
  const locations = seedLocationRows(context);
  await createRows(locations, (row) => db.location.create(row), pause);
  const locationIds = new Map(locations.map((row) => [row.city, row.id]));
  await createRows(seedJobRows(context, locationIds), (row) => db.job.create(row), pause);
  await createRows(seedArticleRows(context), (row) => db.article.create(row), pause);
  for (const account of SEEDED_ACCOUNTS) {
    const salt = seededSalt(account.id);
    db.user.create({
      id: account.id,
      name: account.name,
      email: account.email,
      membership_tier: account.membership_tier,
      password_salt: salt,
      password_hash: await hashPassword(account.password, salt),
      created_at: seededAccountCreatedAt(context.time),
    });
  }
  for (const favorite of seededFavorites(context.time)) db.favorite.create(favorite);
  for (const entry of seededJournalEntries(context.time)) db.journalEntry.create(entry);
  const forums = seedForumRows(context);
  await createRows(forums.topics, (row) => db.forumTopic.create(row), pause);
  await createRows(forums.replies, (row) => db.forumReply.create(row), pause);
  await createRows(seedDatingRows(context), (row) => db.datingProfile.create(row), pause);
}
