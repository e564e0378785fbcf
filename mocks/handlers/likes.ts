import { db } from '../db';
import { persistDatabase } from '../persist';
import type { UserRecord } from '../resources';
import { json } from './http';

/** A member likes each topic, reply or profile once; a second like returns the count unchanged. */
export function likeOnce(
  user: UserRecord,
  kind: 'topic' | 'reply' | 'profile',
  id: number,
  likes: number,
  save: (likes: number) => void,
) {
  const key = `${user.id}:${kind}:${id}`;
  if (db.memberLike.findFirst({ where: { key: { equals: key } } })) return json({ likes });
  db.memberLike.create({ key });
  save(likes + 1);
  persistDatabase();
  return json({ likes: likes + 1 });
}
