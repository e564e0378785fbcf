import type { JobSort, JobTypeFilter, SortDirection } from '@/api/generated';
import { optionalChoice, optionalFlag, optionalPage, optionalText } from '@/lib/searchParams';

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
