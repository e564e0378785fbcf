import { createFileRoute } from '@tanstack/react-router';
import { locationsQueryOptions } from '@/api/locations';
import { LocationsPage } from '@/features/locations/LocationsPage';
import { toLocationFilters } from '@/features/locations/filters';
import { locationSearchSchema } from '@/features/locations/searchParams';

export const Route = createFileRoute('/locations/')({
  validateSearch: locationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(locationsQueryOptions(toLocationFilters(deps)));
  },
  component: function LocationsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // Typing replaces the history entry; choosing a filter or a page adds one, so Back undoes it.
    return (
      <LocationsPage
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: next.search !== search.search })
        }
      />
    );
  },
});
