import { queryOptions } from '@tanstack/react-query';
import type { CreateJobRequest, Job, ListJobsData } from './generated';
import {
  vCreateJobResponse,
  vGetJobResponse,
  vListJobsResponse,
  vListSimilarJobsResponse,
} from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiRequest } from './client';

export type JobFilters = NonNullable<ListJobsData['query']>;

export const jobKeys = {
  all: ['jobs'] as const,
  list: (filters: JobFilters) => [...jobKeys.all, 'list', filters] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
};

export function jobsQueryOptions(filters: JobFilters = {}) {
  return queryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: () => apiRequest('/jobs', vListJobsResponse, { searchParams: filters }),
    ...cachePolicy.list,
  });
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async () => (await apiRequest(`/jobs/${id}`, vGetJobResponse)).data,
    ...cachePolicy.jobDetail,
  });
}

export function similarJobsQueryOptions(id: number, limit = 3) {
  return queryOptions({
    queryKey: [...jobKeys.detail(id), 'similar', limit] as const,
    queryFn: async () =>
      (
        await apiRequest(`/jobs/${id}/similar`, vListSimilarJobsResponse, {
          searchParams: { limit },
        })
      ).data,
    ...cachePolicy.jobDetail,
  });
}

/** Posts a job; it is on the board at once. */
export async function createJob(job: CreateJobRequest, submissionKey: string): Promise<Job> {
  return (
    await apiRequest('/jobs', vCreateJobResponse, { method: 'post', json: job, submissionKey })
  ).data;
}
