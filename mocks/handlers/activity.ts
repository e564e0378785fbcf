import type { Activity } from '@/api/generated';
import { profileViewCount } from '../profileViews';
import { db } from '../db';
import type { UserRecord } from '../resources';
import { favoritesOf } from './favorites';
import { contract, json } from './http';
import type { LikeKind } from './likes';
import { route } from './route';

const LATEST = 20;

const topicPath = (id: number) => `/forums/topic/${id}`;

function topicTitle(id: number): string | null {
  return db.forumTopic.findFirst((q) => q.where({ id }))?.title ?? null;
}

/** What a like was given to, by the like's key (`user:kind:id`). */
function likedThing(kind: LikeKind, id: number): Pick<Activity, 'title' | 'path'> | null {
  if (kind === 'profile') {
    const profile = db.datingProfile.findFirst((q) => q.where({ id }));
    return profile ? { title: profile.name, path: `/dating/profile/${id}` } : null;
  }
  const topicId = kind === 'topic' ? id : db.forumReply.findFirst((q) => q.where({ id }))?.topic_id;
  const title = topicId === undefined ? null : topicTitle(topicId);
  return title && topicId !== undefined ? { title, path: topicPath(topicId) } : null;
}

function likesOf(user: UserRecord): Activity[] {
  return db.memberLike
    .findMany((q) => q.where({ key: (key: string) => key.startsWith(`${user.id}:`) }))
    .flatMap(({ key, created_at }) => {
      const [, kind, id] = key.split(':');
      const thing = created_at ? likedThing(kind as LikeKind, Number(id)) : null;
      return thing ? [{ kind: 'like' as const, ...thing, at: created_at }] : [];
    });
}

/** Everything the member did that the mock keeps, newest first. */
function activityOf(user: UserRecord): Activity[] {
  const all: Activity[] = [
    ...favoritesOf(user.id).map((favorite) => ({
      kind: 'saved' as const,
      title: favorite.title,
      path: favorite.path,
      at: favorite.created_at,
    })),
    ...db.travelList
      .findMany((q) => q.where({ user_id: user.id }))
      .map((list) => ({
        kind: 'list' as const,
        title: list.name,
        path: '/lists',
        at: list.created_at,
      })),
    ...db.journalEntry
      .findMany((q) => q.where({ user_id: user.id }))
      .map((entry) => ({
        kind: 'journal' as const,
        title: entry.title,
        path: '/journal',
        at: entry.created_at,
      })),
    ...db.forumTopic
      .findMany((q) => q.where({ author: user.name }))
      .map((topic) => ({
        kind: 'topic' as const,
        title: topic.title,
        path: topicPath(topic.id),
        at: topic.created,
      })),
    ...db.forumReply
      .findMany((q) => q.where({ author: user.name }))
      .flatMap((reply) => {
        const title = topicTitle(reply.topic_id);
        return title
          ? [{ kind: 'reply' as const, title, path: topicPath(reply.topic_id), at: reply.created }]
          : [];
      }),
    ...likesOf(user),
    ...db.job
      .findMany((q) => q.where({ posted_by: user.id }))
      .map((job) => ({
        kind: 'job' as const,
        title: job.title,
        path: `/jobs/${job.id}`,
        at: job.posted,
      })),
    ...db.ad
      .findMany((q) => q.where({ user_id: user.id }))
      .map((ad) => ({ kind: 'ad' as const, title: ad.title, path: null, at: ad.created_at })),
  ];
  return all.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, LATEST);
}

export const activityHandlers = [
  contract.get(
    '/account/activity',
    route({ auth: 'required' }, ({ user }) =>
      json({ data: activityOf(user), profile_views: profileViewCount(user.name) }),
    ),
  ),
];
