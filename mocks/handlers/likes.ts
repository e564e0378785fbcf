import { db } from '../db';
import { persistDatabase } from '../persist';
import type { UserRecord } from '../resources';
import { json } from './http';

type LikeKind = 'topic' | 'reply' | 'profile';

const likeKey = (user: UserRecord, kind: LikeKind, id: number) => `${user.id}:${kind}:${id}`;

export function hasLiked(user: UserRecord, kind: LikeKind, id: number): boolean {
  return db.memberLike.findFirst({ where: { key: { equals: likeKey(user, kind, id) } } }) !== null;
}

/** A member likes each topic, reply or profile once; a second like returns the count unchanged. */
export function likeOnce(
  user: UserRecord,
  kind: LikeKind,
  id: number,
  likes: number,
  save: (likes: number) => void,
) {
  if (hasLiked(user, kind, id)) return json({ likes });
  db.memberLike.create({ key: likeKey(user, kind, id) });
  save(likes + 1);
  persistDatabase();
  return json({ likes: likes + 1 });
}
