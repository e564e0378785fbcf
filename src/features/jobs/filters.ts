import type { JobFilters } from '@/api/jobs';
import type { JobSearch } from './searchParams';

export const JOBS_PER_PAGE = 10;

export function toJobFilters(search: JobSearch): JobFilters {
  return {
    search: search.search,
    location: search.location,
    type: search.type,
    remote_allowed: search.remote,
    visa_sponsorship: search.visa,
    applicant_country: search.applicant,
    sort: search.sort ?? 'date',
    direction: search.direction ?? 'desc',
    page: search.page ?? 1,
    per_page: JOBS_PER_PAGE,
  };
}

/** How many filters besides the search words narrow the board. */
export function activeJobFilters(search: JobSearch): number {
  return [search.location, search.type, search.remote, search.visa, search.applicant].filter(
    Boolean,
  ).length;
}

/** Whether anything narrows the board (the sample-job fallback applies only without filters). */
export function hasJobFilters(search: JobSearch): boolean {
  return Boolean(search.search) || activeJobFilters(search) > 0;
}
