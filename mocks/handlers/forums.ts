import type {
  AuthorLevel,
  ForumKind,
  ForumMember,
  ForumReply,
  ForumTopic,
  ForumTopicSummary,
} from '@/api/generated';
import {
  vCreateForumReplyBody,
  vCreateForumTopicBody,
  vCreateForumReplyPath,
  vGetForumTopicPath,
  vLikeForumReplyPath,
  vLikeForumTopicPath,
  vListForumMembersQuery,
  vListForumTopicsQuery,
  vGetForumMemberPath,
} from '@/api/generated/valibot.gen';
import { namesUnlistedFor } from '../accountSettings';
import { db, type TableRow } from '../db';
import type { UserRecord } from '../resources';
import { FORUM_CATEGORIES } from '../seed/categories';
import { excerpt } from './excerpt';
import { contract, json, matchesSearch, notFound, paginate, validationError } from './http';
import { likeOnce } from './likes';
import { route } from './route';
import { now as clockNow } from '@/lib/clock';
import { allocateId } from '../persist';
import { profileViewCount, recordProfileView } from '../profileViews';
import { slugify } from '../seed/slugify';

type TopicRow = TableRow<'forumTopic'>;
type ReplyRow = TableRow<'forumReply'>;

const RELATED_TOPICS = 3;

function repliesOf(topicId: number): ReplyRow[] {
  return db.forumReply.findMany((q) => q.where({ topic_id: topicId }));
}

function lastActivity(topic: TopicRow, replies: ReplyRow[]) {
  const last = replies.reduce<ReplyRow | null>(
    (latest, reply) => (!latest || reply.created > latest.created ? reply : latest),
    null,
  );
  return last && last.created > topic.created
    ? { lastReply: last.created, lastReplyBy: last.author }
    : { lastReply: topic.created, lastReplyBy: topic.author };
}

function toSummary(topic: TopicRow): ForumTopicSummary {
  const replies = repliesOf(topic.id);
  return {
    id: topic.id,
    title: topic.title,
    category: topic.category,
    kind: topic.kind as ForumKind,
    author: topic.author,
    authorAvatar: topic.authorAvatar,
    authorLevel: topic.authorLevel as AuthorLevel,
    authorPosts: topic.authorPosts,
    authorJoined: topic.authorJoined,
    location: topic.location,
    replies: replies.length,
    views: topic.views,
    likes: topic.likes,
    ...lastActivity(topic, replies),
    pinned: topic.pinned,
    trending: topic.trending,
    tags: topic.tags,
    excerpt: excerpt(topic.content),
    created: topic.created,
    lastEdited: topic.lastEdited,
  };
}

/** The replies as a tree: each reply with the replies to it, oldest first. */
function replyTree(
  topic: TopicRow,
  rows: ReplyRow[],
  parentId: number | null = null,
): ForumReply[] {
  return rows
    .filter((reply) => reply.parent_id === parentId)
    .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
    .map((reply) => ({
      id: reply.id,
      author: reply.author,
      authorAvatar: reply.authorAvatar,
      authorLevel: reply.authorLevel as AuthorLevel,
      content: reply.content,
      created: reply.created,
      likes: reply.likes,
      isHelpful: reply.isHelpful,
      isAuthorReply: reply.author === topic.author,
      replies: replyTree(topic, rows, reply.id),
    }));
}

function toTopic(topic: TopicRow): ForumTopic {
  const { replies: replyCount, ...summary } = toSummary(topic);
  return {
    ...summary,
    replyCount,
    content: topic.content,
    replies: replyTree(topic, repliesOf(topic.id)),
  };
}

/** What a topic search looks at, here and in the site search. */
export function topicSearchTexts(topic: Pick<TopicRow, 'title' | 'tags'>): string[] {
  return [topic.title, ...topic.tags];
}

/** Everyone who started a topic, with their forum figures, keyed by name. */
function forumMembers(): ForumMember[] {
  const members = new Map<string, ForumMember>();
  for (const topic of db.forumTopic.findMany()) {
    const known = members.get(topic.author);
    members.set(topic.author, {
      name: topic.author,
      slug: slugify(topic.author),
      avatar: topic.authorAvatar,
      level: topic.authorLevel as AuthorLevel,
      posts: Math.max(known?.posts ?? 0, topic.authorPosts),
      topics: (known?.topics ?? 0) + 1,
      joined: known && known.joined < topic.authorJoined ? known.joined : topic.authorJoined,
      location: known?.location ?? topic.location,
    });
  }
  return [...members.values()];
}

/**
 * The member of this slug as the forum knows them: an author of topics, or an account that has
 * started none yet.
 */
function forumMember(slug: string): ForumMember | null {
  const author = forumMembers().find((member) => member.slug === slug);
  if (author) return author;
  const account = db.user.findMany().find((user) => slugify(user.name) === slug);
  return account
    ? {
        name: account.name,
        slug,
        avatar: null,
        level: 'Newbie',
        posts: 0,
        topics: 0,
        joined: account.created_at,
        location: null,
      }
    : null;
}

const RECENT_TOPICS = 5;

function recentTopicsOf(author: string) {
  return db.forumTopic
    .findMany((q) => q.where({ author }))
    .sort((a, b) => b.created.localeCompare(a.created))
    .slice(0, RECENT_TOPICS)
    .map((topic) => ({
      id: topic.id,
      title: topic.title,
      created: topic.created,
      replyCount: repliesOf(topic.id).length,
    }));
}

function findTopic(id: number) {
  return db.forumTopic.findFirst((q) => q.where({ id }));
}

function authorFields(user: UserRecord) {
  const posts = db.forumTopic.findMany().filter((topic) => topic.author === user.name).length;
  return {
    author: user.name,
    authorAvatar: null,
    authorLevel: posts > 20 ? 'Active Member' : 'Newbie',
  };
}

export const forumHandlers = [
  contract.get(
    '/forums/categories',
    route({}, () => {
      const topics = db.forumTopic.findMany();
      const data = [
        { id: 'all', name: 'All Topics', count: topics.length, color: '#a93d0c' },
        ...FORUM_CATEGORIES.map((category) => ({
          ...category,
          count: topics.filter((topic) => topic.category === category.id).length,
        })),
      ];
      return json({ data });
    }),
  ),

  contract.get(
    '/forums/topics',
    route({ query: vListForumTopicsQuery }, ({ query }) => {
      const category = query.category && query.category !== 'all' ? query.category : undefined;
      const summaries = db.forumTopic
        .findMany()
        .filter((topic) => !category || topic.category === category)
        .filter((topic) => !query.kind || topic.kind === query.kind)
        .filter((topic) => matchesSearch(query.search, topicSearchTexts(topic)))
        .map(toSummary)
        .sort(
          query.sort === 'popular'
            ? (a, b) => b.views - a.views || a.id - b.id
            : (a, b) =>
                Number(b.pinned) - Number(a.pinned) || b.lastReply.localeCompare(a.lastReply),
        );
      const page = paginate(summaries, query.page, query.per_page);
      return json(page);
    }),
  ),

  contract.get(
    '/forums/members',
    route({ auth: 'optional', query: vListForumMembersQuery }, ({ user, query }) => {
      const unlisted = namesUnlistedFor(user);
      const members = forumMembers()
        .filter((member) => !unlisted.has(member.name))
        .sort(
          query.sort === 'newest'
            ? (a, b) => b.joined.localeCompare(a.joined) || a.name.localeCompare(b.name)
            : (a, b) => b.posts - a.posts || a.name.localeCompare(b.name),
        );
      return json(paginate(members, query.page, query.per_page));
    }),
  ),

  contract.get(
    '/forums/members/{slug}',
    route({ auth: 'optional', params: vGetForumMemberPath }, async ({ user, params }) => {
      const member = forumMember(params.slug);
      if (!member || namesUnlistedFor(user).has(member.name)) return notFound('Member');
      if (user) await recordProfileView(member.name, user.name);
      return json({
        data: {
          ...member,
          recent_topics: recentTopicsOf(member.name),
          profile_views: profileViewCount(member.name),
        },
      });
    }),
  ),

  contract.post(
    '/forums/topics',
    route({ auth: 'required', body: vCreateForumTopicBody }, async ({ user, body }) => {
      if (!FORUM_CATEGORIES.some((category) => category.id === body.category)) {
        return validationError({ category: ['The selected category is invalid.'] });
      }
      const now = clockNow().toISOString();
      const topic = await db.forumTopic.create({
        id: await allocateId('forumTopic'),
        title: body.title.trim(),
        category: body.category,
        kind: 'discussion',
        ...authorFields(user),
        authorPosts: 1,
        authorJoined: user.created_at,
        location: null,
        views: 0,
        likes: 0,
        pinned: false,
        trending: false,
        tags: [
          ...new Set((body.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean)),
        ],
        content: body.content.trim(),
        created: now,
        lastEdited: null,
      });
      return json({ data: toTopic(topic), related: [] }, 201);
    }),
  ),

  contract.get(
    '/forums/topics/{id}',
    route({ params: vGetForumTopicPath }, ({ params }) => {
      const topic = findTopic(params.id);
      if (!topic) return notFound('Topic');
      const related = db.forumTopic
        .findMany()
        .filter((other) => other.id !== topic.id && other.category === topic.category)
        .sort((a, b) => b.views - a.views)
        .slice(0, RELATED_TOPICS)
        .map(toSummary);
      return json({ data: toTopic(topic), related });
    }),
  ),

  contract.post(
    '/forums/topics/{id}/replies',
    route(
      { auth: 'required', params: vCreateForumReplyPath, body: vCreateForumReplyBody },
      async ({ user, params, body }) => {
        const topic = findTopic(params.id);
        if (!topic) return notFound('Topic');
        const parentId = body.parent_id ?? null;
        if (parentId !== null && !repliesOf(topic.id).some((reply) => reply.id === parentId)) {
          return validationError({
            parent_id: ['The reply you answer is not part of this topic.'],
          });
        }
        const reply = await db.forumReply.create({
          id: await allocateId('forumReply'),
          topic_id: topic.id,
          parent_id: parentId,
          ...authorFields(user),
          content: body.content.trim(),
          created: clockNow().toISOString(),
          likes: 0,
          isHelpful: false,
        });
        // A tree of the one new reply has it at its root.
        return json({ data: replyTree(topic, [reply], parentId)[0]! }, 201);
      },
    ),
  ),

  contract.post(
    '/forums/topics/{id}/like',
    route({ auth: 'required', params: vLikeForumTopicPath }, ({ user, params }) => {
      const topic = findTopic(params.id);
      if (!topic) return notFound('Topic');
      return likeOnce(user, 'topic', topic.id, topic.likes, (likes) =>
        db.forumTopic.update(topic, { data: (row) => void (row.likes = likes) }),
      );
    }),
  ),

  contract.post(
    '/forums/replies/{id}/like',
    route({ auth: 'required', params: vLikeForumReplyPath }, ({ user, params }) => {
      const reply = db.forumReply.findFirst((q) => q.where({ id: params.id }));
      if (!reply) return notFound('Reply');
      return likeOnce(user, 'reply', reply.id, reply.likes, (likes) =>
        db.forumReply.update(reply, { data: (row) => void (row.likes = likes) }),
      );
    }),
  ),
];
