import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  CreateForumTopicRequest,
  ForumMemberSort,
  ForumTopicResponse,
  ListForumTopicsData,
} from './generated';
import {
  vCreateForumReplyResponse,
  vCreateForumTopicResponse,
  vGetForumTopicResponse,
  vLikeForumReplyResponse,
  vLikeForumTopicResponse,
  vListForumCategoriesResponse,
  vListForumMembersResponse,
  vListForumTopicsResponse,
} from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiRequest } from './client';
import { nextPage } from './pagination';

export type ForumTopicFilters = Omit<NonNullable<ListForumTopicsData['query']>, 'page'>;

export const forumKeys = {
  all: ['forums'] as const,
  categories: () => [...forumKeys.all, 'categories'] as const,
  topics: (filters: ForumTopicFilters) => [...forumKeys.all, 'topics', filters] as const,
  topic: (id: number) => [...forumKeys.all, 'topic', id] as const,
  members: (sort: ForumMemberSort) => [...forumKeys.all, 'members', sort] as const,
};

export function forumCategoriesQueryOptions() {
  return queryOptions({
    queryKey: forumKeys.categories(),
    queryFn: async () =>
      (await apiRequest('/forums/categories', vListForumCategoriesResponse)).data,
    ...cachePolicy.list,
  });
}

/** Topics page by page, for 'Load More Topics'. */
export function forumTopicsInfiniteOptions(filters: ForumTopicFilters) {
  return infiniteQueryOptions({
    queryKey: forumKeys.topics(filters),
    queryFn: ({ pageParam }) =>
      apiRequest('/forums/topics', vListForumTopicsResponse, {
        searchParams: { ...filters, page: pageParam },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    ...cachePolicy.list,
  });
}

export function forumTopicQueryOptions(id: number) {
  return queryOptions({
    queryKey: forumKeys.topic(id),
    // The reply tree is recursive, so its generated schema is typed loosely; the contract's type applies.
    queryFn: async () =>
      (await apiRequest(`/forums/topics/${id}`, vGetForumTopicResponse)) as ForumTopicResponse,
    ...cachePolicy.list,
  });
}

/** Starts a topic and returns its id. */
export async function createForumTopic(
  topic: CreateForumTopicRequest,
  submissionKey: string,
): Promise<number> {
  return (
    await apiRequest('/forums/topics', vCreateForumTopicResponse, {
      method: 'post',
      json: topic,
      submissionKey,
    })
  ).data.id;
}

export async function createForumReply(
  reply: { topicId: number; content: string; parentId?: number },
  submissionKey: string,
) {
  return (
    await apiRequest(`/forums/topics/${reply.topicId}/replies`, vCreateForumReplyResponse, {
      method: 'post',
      json: { content: reply.content, parent_id: reply.parentId },
      submissionKey,
    })
  ).data;
}

export async function likeForumTopic(id: number): Promise<number> {
  return (
    await apiRequest(`/forums/topics/${id}/like`, vLikeForumTopicResponse, { method: 'post' })
  ).likes;
}

export async function likeForumReply(id: number): Promise<number> {
  return (
    await apiRequest(`/forums/replies/${id}/like`, vLikeForumReplyResponse, { method: 'post' })
  ).likes;
}

/** Forum members page by page, the most active or the newest first. */
export function forumMembersInfiniteOptions(sort: ForumMemberSort) {
  return infiniteQueryOptions({
    queryKey: forumKeys.members(sort),
    queryFn: ({ pageParam }) =>
      apiRequest('/forums/members', vListForumMembersResponse, {
        searchParams: { sort, page: pageParam, per_page: 12 },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    ...cachePolicy.list,
  });
}
