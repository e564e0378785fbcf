import { createFileRoute } from '@tanstack/react-router';
import { prefetchListForSearch, useListSearch } from '../-listSearch';
import { jobsQueryOptions } from '@/api/jobs';
import { JobsPage } from '@/features/jobs/JobsPage';
import { toJobFilters } from '@/features/jobs/filters';
import { jobSearchSchema } from '@/features/jobs/searchParams';

export const Route = createFileRoute('/jobs/')({
  validateSearch: jobSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchListForSearch(toJobFilters, jobsQueryOptions),
  component: function JobsRoute() {
    return <JobsPage {...useListSearch(Route)} />;
  },
});
