import * as v from 'valibot';
import { JobSort, JobTypeFilter, SortDirection } from '@/api/generated';
import { optionalChoice, optionalFlag, optionalPage, optionalText } from '@/lib/searchParams';

/** The job board's filters as the URL keeps them (`validateSearch` of /jobs). */
export const jobSearchSchema = v.object({
  search: optionalText(),
  location: optionalText(100),
  type: optionalChoice(JobTypeFilter),
  remote: optionalFlag,
  visa: optionalFlag,
  applicant: optionalText(100),
  sort: optionalChoice(JobSort),
  direction: optionalChoice(SortDirection),
  page: optionalPage,
});

export type JobSearch = v.InferOutput<typeof jobSearchSchema>;
