import { createFileRoute } from '@tanstack/react-router';
import { prefetchListForSearch, useListSearch } from '../-listSearch';
import { locationsQueryOptions } from '@/api/locations';
import { LocationsPage } from '@/features/locations/LocationsPage';
import { toLocationFilters } from '@/features/locations/filters';
import { locationSearchSchema } from '@/features/locations/searchParams';

export const Route = createFileRoute('/locations/')({
  validateSearch: locationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchListForSearch(toLocationFilters, locationsQueryOptions),
  component: function LocationsRoute() {
    return <LocationsPage {...useListSearch(Route)} />;
  },
});
