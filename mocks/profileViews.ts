import { now as clockNow } from '@/lib/clock';
import { db } from './db';
import { allocateId } from './persist';

/** How many members opened this member's forum profile, each once. */
export function profileViewCount(member: string): number {
  return db.profileView.findMany((q) => q.where({ member })).length;
}

/** Counts `viewer` opening `member`'s profile, the first time only; one's own visits don't count. */
export async function recordProfileView(member: string, viewer: string): Promise<void> {
  if (member === viewer) return;
  if (db.profileView.findFirst((q) => q.where({ member, viewer }))) return;
  await db.profileView.create({
    id: await allocateId('profileView'),
    member,
    viewer,
    viewed_at: clockNow().toISOString(),
  });
}
