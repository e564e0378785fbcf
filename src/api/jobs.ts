import { queryOptions } from '@tanstack/react-query';
import type { CreateJobRequest, Job, ListJobsData } from './generated';
import {
  getJobOptions,
  listJobsOptions,
  listSimilarJobsOptions,
} from './generated/@tanstack/react-query.gen';
import { createJob as postJob } from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { api, submittedAs } from './client';

export type JobFilters = NonNullable<ListJobsData['query']>;

/** Every jobs query (lists, details, similar jobs), by the contract's tag. */
export const jobKeys = { all: [{ tags: ['jobs'] }] as const };

export function jobsQueryOptions(filters: JobFilters = {}) {
  return queryOptions({ ...listJobsOptions({ client: api, query: filters }), ...cachePolicy.list });
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    ...getJobOptions({ client: api, path: { id } }),
    ...cachePolicy.jobDetail,
    select: (response) => response.data,
  });
}

export function similarJobsQueryOptions(id: number, limit = 3) {
  return queryOptions({
    ...listSimilarJobsOptions({ client: api, path: { id }, query: { limit } }),
    ...cachePolicy.jobDetail,
    select: (response) => response.data,
  });
}

/** Posts a job; it is on the board at once. */
export async function createJob(job: CreateJobRequest, submissionKey: string): Promise<Job> {
  const { data } = await postJob({
    client: api,
    body: job,
    ...submittedAs(submissionKey),
  });
  return data.data;
}
