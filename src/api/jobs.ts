import { queryOptions } from '@tanstack/react-query';
import type { CreateJobRequest, Job, ListJobsData } from './generated';
import {
  getJobOptions,
  listJobsOptions,
  listSimilarJobsOptions,
} from './generated/@tanstack/react-query.gen';
import { createJob as postJob } from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf, dataQueryOptions } from './envelope';
import { api, submissionOptions } from './client';

export type JobFilters = NonNullable<ListJobsData['query']>;

/** Every jobs query (lists, details, similar jobs), by the contract's tag. */
export const jobKeys = { all: [{ tags: ['jobs'] }] as const };

export function jobsQueryOptions(filters: JobFilters = {}) {
  return queryOptions({ ...listJobsOptions({ client: api, query: filters }), ...cachePolicy.list });
}

export function jobQueryOptions(id: number) {
  return dataQueryOptions(getJobOptions({ client: api, path: { id } }), cachePolicy.jobDetail);
}

export function similarJobsQueryOptions(id: number, limit = 3) {
  return dataQueryOptions(
    listSimilarJobsOptions({ client: api, path: { id }, query: { limit } }),
    cachePolicy.jobDetail,
  );
}

/** Posts a job; it is on the board at once. */
export function createJob(job: CreateJobRequest, submissionKey: string): Promise<Job> {
  return dataOf(postJob({ ...submissionOptions(submissionKey), body: job }));
}
