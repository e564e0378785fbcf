import { createFileRoute } from '@tanstack/react-router';
import { adsQueryOptions } from '@/api/ads';
import { ClassifiedsPage } from '@/features/advertise/ClassifiedsPage';
import { classifiedsSearchSchema, toAdFilters } from '@/features/advertise/classifiedsSearch';

export const Route = createFileRoute('/classifieds/')({
  validateSearch: classifiedsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adsQueryOptions(toAdFilters(deps)));
  },
  component: function ClassifiedsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // Typing replaces the history entry; a category or a page adds one.
    return (
      <ClassifiedsPage
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: next.search !== search.search })
        }
      />
    );
  },
});
