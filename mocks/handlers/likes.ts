import { now as clockNow } from '@/lib/clock';
import { db } from '../db';
import type { UserRecord } from '../resources';
import { json } from './http';

export type LikeKind = 'topic' | 'reply' | 'profile';

const likeKey = (user: UserRecord, kind: LikeKind, id: number) => `${user.id}:${kind}:${id}`;

export function hasLiked(user: UserRecord, kind: LikeKind, id: number): boolean {
  return db.memberLike.findFirst((q) => q.where({ key: likeKey(user, kind, id) })) !== undefined;
}

/** A member likes each topic, reply or profile once; a second like returns the count unchanged. */
export async function likeOnce(
  user: UserRecord,
  kind: LikeKind,
  id: number,
  likes: number,
  save: (likes: number) => Promise<unknown>,
) {
  if (hasLiked(user, kind, id)) return json({ likes });
  await db.memberLike.create({
    key: likeKey(user, kind, id),
    created_at: clockNow().toISOString(),
  });
  await save(likes + 1);
  return json({ likes: likes + 1 });
}
