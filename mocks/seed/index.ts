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

/** Empties every table and fills it from the deterministic seed. */
export async function seedDatabase(pause: SeedPause = async () => {}): Promise<void> {
  clearDatabase();
  const faker = createSeededFaker();
  const locationIds = new Map<string, number>();
  for (const row of seedLocationRows(faker)) {
    db.location.create(row);
    locationIds.set(row.city, row.id);
  }
  await pause();
  for (const row of seedJobRows(faker, locationIds)) db.job.create(row);
  await pause();
  for (const row of seedArticleRows(faker)) db.article.create(row);
  await pause();
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
  for (const topic of forums.topics) db.forumTopic.create(topic);
  for (const reply of forums.replies) db.forumReply.create(reply);
  await pause();
  for (const profile of seedDatingRows(faker)) db.datingProfile.create(profile);
}
