import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CreateReportRequest, ListDatingProfilesData } from './generated';
import {
  getConversationOptions,
  getDatingProfileQueryKey,
  listConversationsOptions,
  listConversationsQueryKey,
  listDatingProfilesInfiniteOptions,
  listSimilarDatingProfilesOptions,
} from './generated/@tanstack/react-query.gen';
import {
  blockDatingProfile as postBlock,
  createReport as postReport,
  getDatingProfile,
  likeDatingProfile as postProfileLike,
  sendDatingMessage as postMessage,
} from './generated/sdk.gen';
import { cachePolicy, retryTransientFailures } from './cachePolicy';
import { dataQueryOptions, messageOf } from './envelope';
import { api, submissionOptions } from './client';
import { loadMorePaging } from './pagination';

export type DatingFilters = Omit<NonNullable<ListDatingProfilesData['query']>, 'page'>;

/** How often an open inbox or conversation asks for new messages. */
const MESSAGE_POLL_MS = 20_000;

export const datingKeys = {
  /** The inbox and every conversation (member data: see MEMBER_QUERY_TAGS). */
  messages: [{ tags: ['messages'] }] as const,
  /** The inbox alone: a conversation read changes its unread counts. */
  inbox: listConversationsQueryKey({ client: api }),
  /** A profile says whether the viewer liked it, so each viewer has their own copy. */
  profile: (id: number, viewerId: number | null) =>
    [...getDatingProfileQueryKey({ client: api, path: { id } }), { viewerId }] as const,
};

/** Profiles page by page, for 'Load More Profiles'. */
export function datingProfilesInfiniteOptions(filters: DatingFilters) {
  return infiniteQueryOptions({
    ...listDatingProfilesInfiniteOptions({ client: api, query: filters }),
    ...loadMorePaging,
    ...cachePolicy.list,
  });
}

export function datingProfileQueryOptions(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: datingKeys.profile(id, viewerId),
    queryFn: async ({ signal }) =>
      (await getDatingProfile({ client: api, path: { id }, signal })).data,
    ...cachePolicy.list,
  });
}

export function similarDatingProfilesQueryOptions(id: number) {
  return dataQueryOptions(
    listSimilarDatingProfilesOptions({ client: api, path: { id } }),
    cachePolicy.list,
  );
}

export async function likeDatingProfile(id: number): Promise<number> {
  const { data } = await postProfileLike({ client: api, path: { id } });
  return data.likes;
}

/** Sends a private message and returns the server's confirmation. */
export function sendDatingMessage(
  id: number,
  message: string,
  submissionKey: string,
): Promise<string> {
  return messageOf(
    postMessage({
      ...submissionOptions(submissionKey),
      path: { id },
      body: { message },
    }),
  );
}

/** Reports a profile or post to the safety team and returns the server's confirmation. */
export function createReport(report: CreateReportRequest, submissionKey: string): Promise<string> {
  return messageOf(postReport({ ...submissionOptions(submissionKey), body: report }));
}

/** The member's inbox, asked for again while it is open; `meta.unread` counts the new answers. */
export function conversationsQueryOptions() {
  return queryOptions({
    ...listConversationsOptions({ client: api }),
    retry: retryTransientFailures,
    refetchInterval: MESSAGE_POLL_MS,
  });
}

export function conversationQueryOptions(id: number) {
  return queryOptions({
    ...getConversationOptions({ client: api, path: { id } }),
    retry: retryTransientFailures,
    refetchInterval: MESSAGE_POLL_MS,
    select: (response) => response.data,
  });
}

export async function blockDatingProfile(id: number): Promise<void> {
  await postBlock({ client: api, path: { id } });
}
