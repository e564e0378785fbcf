import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/search/SearchPage';
import { siteSearchSchema } from '@/features/search/searchParams';

export const Route = createFileRoute('/search')({
  validateSearch: siteSearchSchema,
  component: function SearchRoute() {
    return <SearchPage q={Route.useSearch().q} />;
  },
});
