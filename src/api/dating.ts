import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CreateReportRequest, ListDatingProfilesData } from './generated';
import {
  vCreateReportResponse,
  vGetDatingProfileResponse,
  vLikeDatingProfileResponse,
  vListDatingProfilesResponse,
  vListSimilarDatingProfilesResponse,
  vSendDatingMessageResponse,
} from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiRequest } from './client';
import { nextPage } from './pagination';

export type DatingFilters = Omit<NonNullable<ListDatingProfilesData['query']>, 'page'>;

export const datingKeys = {
  all: ['dating'] as const,
  profiles: (filters: DatingFilters) => [...datingKeys.all, 'profiles', filters] as const,
  /** A profile says whether the viewer liked it, so each viewer has their own copy. */
  profile: (id: number, viewerId: number | null) =>
    [...datingKeys.all, 'profile', id, viewerId] as const,
  similar: (id: number) => [...datingKeys.all, 'similar', id] as const,
};

/** Profiles page by page, for 'Load More Profiles'. */
export function datingProfilesInfiniteOptions(filters: DatingFilters) {
  return infiniteQueryOptions({
    queryKey: datingKeys.profiles(filters),
    queryFn: ({ pageParam }) =>
      apiRequest('/dating/profiles', vListDatingProfilesResponse, {
        searchParams: { ...filters, page: pageParam },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    ...cachePolicy.list,
  });
}

export function datingProfileQueryOptions(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: datingKeys.profile(id, viewerId),
    queryFn: () => apiRequest(`/dating/profiles/${id}`, vGetDatingProfileResponse),
    ...cachePolicy.list,
  });
}

export function similarDatingProfilesQueryOptions(id: number) {
  return queryOptions({
    queryKey: datingKeys.similar(id),
    queryFn: async () =>
      (await apiRequest(`/dating/profiles/${id}/similar`, vListSimilarDatingProfilesResponse)).data,
    ...cachePolicy.list,
  });
}

export async function likeDatingProfile(id: number): Promise<number> {
  return (
    await apiRequest(`/dating/profiles/${id}/like`, vLikeDatingProfileResponse, {
      method: 'post',
    })
  ).likes;
}

/** Sends a private message and returns the server's confirmation. */
export async function sendDatingMessage(
  id: number,
  message: string,
  submissionKey: string,
): Promise<string> {
  return (
    await apiRequest(`/dating/profiles/${id}/messages`, vSendDatingMessageResponse, {
      method: 'post',
      json: { message },
      submissionKey,
    })
  ).message;
}

/** Reports a profile or post to the safety team and returns the server's confirmation. */
export async function createReport(
  report: CreateReportRequest,
  submissionKey: string,
): Promise<string> {
  return (
    await apiRequest('/reports', vCreateReportResponse, {
      method: 'post',
      json: report,
      submissionKey,
    })
  ).message;
}
