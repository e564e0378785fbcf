import { db } from '../db';
import { hashPassword } from '../passwords';
import { SEEDED_ACCOUNT_CREATED_AT, SEEDED_ACCOUNTS, seededSalt } from './accounts';
import { seedArticleRows } from './articles';
import { seedJobRows } from './jobs';
import { seedDatingRows } from './dating';
import { seedForumRows } from './forums';
import { seedLocationRows } from './locations';
import { SEEDED_FAVORITES, SEEDED_JOURNAL_ENTRIES } from './memberData';
import { createSeededFaker } from './random';

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

/** Empties every table and fills it from the deterministic seed. */
export async function seedDatabase(pause: SeedPause = async () => {}): Promise<void> {
  clearDatabase();
  const faker = createSeededFaker();
  const locations = seedLocationRows(faker);
  await createRows(locations, (row) => db.location.create(row), pause);
  const locationIds = new Map(locations.map((row) => [row.city, row.id]));
  await createRows(seedJobRows(faker, locationIds), (row) => db.job.create(row), pause);
  await createRows(seedArticleRows(faker), (row) => db.article.create(row), pause);
  for (const account of SEEDED_ACCOUNTS) {
    const salt = seededSalt(account.id);
    db.user.create({
      id: account.id,
      name: account.name,
      email: account.email,
      membership_tier: account.membership_tier,
      password_salt: salt,
      password_hash: await hashPassword(account.password, salt),
      created_at: SEEDED_ACCOUNT_CREATED_AT,
    });
  }
  for (const favorite of SEEDED_FAVORITES) db.favorite.create(favorite);
  for (const entry of SEEDED_JOURNAL_ENTRIES) db.journalEntry.create(entry);
  // Seeded last, so everything above stays as it was before the forums existed.
  const forums = seedForumRows(faker);
  await createRows(forums.topics, (row) => db.forumTopic.create(row), pause);
  await createRows(forums.replies, (row) => db.forumReply.create(row), pause);
  await createRows(seedDatingRows(faker), (row) => db.datingProfile.create(row), pause);
}
