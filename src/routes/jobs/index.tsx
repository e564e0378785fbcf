import { createFileRoute } from '@tanstack/react-router';
import { jobsQueryOptions } from '@/api/jobs';
import { JobsPage } from '@/features/jobs/JobsPage';
import { toJobFilters } from '@/features/jobs/filters';
import { jobSearchSchema } from '@/features/jobs/searchParams';

export const Route = createFileRoute('/jobs/')({
  validateSearch: jobSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions(toJobFilters(deps)));
  },
  component: function JobsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // Typing replaces the history entry; a filter or a page adds one, so Back undoes it.
    return (
      <JobsPage
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: next.search !== search.search })
        }
      />
    );
  },
});
