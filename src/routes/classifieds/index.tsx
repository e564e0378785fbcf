import { createFileRoute } from '@tanstack/react-router';
import { prefetchListForSearch, useListSearch } from '../-listSearch';
import { adsQueryOptions } from '@/api/ads';
import { ClassifiedsPage } from '@/features/advertise/ClassifiedsPage';
import { classifiedsSearchSchema, toAdFilters } from '@/features/advertise/classifiedsSearch';

export const Route = createFileRoute('/classifieds/')({
  validateSearch: classifiedsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchListForSearch(toAdFilters, adsQueryOptions),
  component: function ClassifiedsRoute() {
    return <ClassifiedsPage {...useListSearch(Route)} />;
  },
});
