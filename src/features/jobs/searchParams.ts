import type { JobSort, JobTypeFilter, SortDirection } from '@/api/generated';
import type { JobFilters } from '@/api/jobs';
import { optionalChoice, optionalFlag, optionalPage, optionalText } from '@/lib/searchParams';

export const JOBS_PER_PAGE = 10;

/** The contract's values; the records make a value added to the contract a type error here. */
const TYPE_VALUES: Record<JobTypeFilter, true> = {
  tech: true,
  teaching: true,
  hospitality: true,
  marketing: true,
  remote: true,
  healthcare: true,
};
const SORT_VALUES: Record<JobSort, true> = { date: true, salary: true };
const DIRECTION_VALUES: Record<SortDirection, true> = { asc: true, desc: true };

export type JobSearch = {
  search?: string;
  location?: string;
  type?: JobTypeFilter;
  remote?: true;
  visa?: true;
  applicant?: string;
  sort?: JobSort;
  direction?: SortDirection;
  page?: number;
};

export function validateJobSearch(search: Record<string, unknown>): JobSearch {
  return {
    search: optionalText(search.search),
    location: optionalText(search.location, 100),
    type: optionalChoice(Object.keys(TYPE_VALUES) as JobTypeFilter[], search.type),
    remote: optionalFlag(search.remote),
    visa: optionalFlag(search.visa),
    applicant: optionalText(search.applicant, 100),
    sort: optionalChoice(Object.keys(SORT_VALUES) as JobSort[], search.sort),
    direction: optionalChoice(Object.keys(DIRECTION_VALUES) as SortDirection[], search.direction),
    page: optionalPage(search.page),
  };
}

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

/** Whether anything narrows the board (the sample-job fallback applies only without filters). */
export function hasJobFilters(search: JobSearch): boolean {
  return Boolean(
    search.search ||
    search.location ||
    search.type ||
    search.remote ||
    search.visa ||
    search.applicant,
  );
}

/** The job detail route's id: digits only, else the page shows 'not found' without asking the API. */
export function parseJobId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
