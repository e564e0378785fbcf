import { db } from './db';
import { newToken } from './passwords';
import { SEEDED_ACCOUNTS } from './seed/accounts';
import { now as clockNow } from '@/lib/clock';

export type SeededTier = (typeof SEEDED_ACCOUNTS)[number]['membership_tier'];

/** Opens a session for the seeded account of a tier and returns its token (stories, QA 'sign in as'). */
export async function startSeededSession(tier: SeededTier): Promise<string> {
  const account = SEEDED_ACCOUNTS.find((candidate) => candidate.membership_tier === tier);
  if (!account) throw new Error(`No seeded account for tier ${tier}`);
  const token = newToken();
  await db.session.create({ token, user_id: account.id, created_at: clockNow().toISOString() });
  return token;
}
