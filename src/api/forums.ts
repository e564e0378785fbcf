import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CreateForumTopicRequest, ForumMemberSort, ListForumTopicsData } from './generated';
import {
  getForumMemberOptions,
  getForumTopicOptions,
  getForumTopicQueryKey,
  listForumCategoriesOptions,
  listForumMembersInfiniteOptions,
  listForumTopicsInfiniteOptions,
} from './generated/@tanstack/react-query.gen';
import {
  createForumReply as postReply,
  createForumTopic as postTopic,
  likeForumReply as postReplyLike,
  likeForumTopic as postTopicLike,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf, dataQueryOptions } from './envelope';
import { api, submissionOptions } from './client';
import { loadMorePaging } from './pagination';

export type ForumTopicFilters = Omit<NonNullable<ListForumTopicsData['query']>, 'page'>;

export const forumKeys = {
  /** Every forum query (categories, topic lists, topics, members), by the contract's tag. */
  all: [{ tags: ['forums'] }] as const,
  topic: (id: number) => getForumTopicQueryKey({ client: api, path: { id } }),
};

export function forumCategoriesQueryOptions() {
  return dataQueryOptions(listForumCategoriesOptions({ client: api }), cachePolicy.list);
}

/** Topics page by page, for 'Load More Topics'. */
export function forumTopicsInfiniteOptions(filters: ForumTopicFilters) {
  return infiniteQueryOptions({
    ...listForumTopicsInfiniteOptions({ client: api, query: filters }),
    ...loadMorePaging,
    ...cachePolicy.list,
  });
}

export function forumTopicQueryOptions(id: number) {
  return queryOptions({
    ...getForumTopicOptions({ client: api, path: { id } }),
    ...cachePolicy.list,
  });
}

/** A member's forum profile; the first time another member opens it counts as a view. */
export function forumMemberQueryOptions(slug: string) {
  return dataQueryOptions(getForumMemberOptions({ client: api, path: { slug } }), cachePolicy.list);
}

/** Starts a topic and returns its id. */
export async function createForumTopic(
  topic: CreateForumTopicRequest,
  submissionKey: string,
): Promise<number> {
  const { data } = await postTopic({ ...submissionOptions(submissionKey), body: topic });
  return data.data.id;
}

export function createForumReply(
  reply: { topicId: number; content: string; parentId?: number },
  submissionKey: string,
) {
  return dataOf(
    postReply({
      ...submissionOptions(submissionKey),
      path: { id: reply.topicId },
      body: { content: reply.content, parent_id: reply.parentId },
    }),
  );
}

export async function likeForumTopic(id: number): Promise<number> {
  const { data } = await postTopicLike({ client: api, path: { id } });
  return data.likes;
}

export async function likeForumReply(id: number): Promise<number> {
  const { data } = await postReplyLike({ client: api, path: { id } });
  return data.likes;
}

/** Forum members page by page, the most active or the newest first. */
export function forumMembersInfiniteOptions(sort: ForumMemberSort) {
  return infiniteQueryOptions({
    ...listForumMembersInfiniteOptions({ client: api, query: { sort, per_page: 12 } }),
    ...loadMorePaging,
    ...cachePolicy.list,
  });
}
