import { createFileRoute } from '@tanstack/react-router';
import { locationsQueryOptions } from '@/api/locations';
import { ALL_GUIDES_QUERY, GuidesPage } from '@/features/guides/GuidesPage';
import { guidesSearchSchema } from '@/features/guides/searchParams';

export const Route = createFileRoute('/guides/')({
  validateSearch: guidesSearchSchema,
  // Every page of guides is drawn from the one directory answer: start fetching it, without waiting.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(locationsQueryOptions(ALL_GUIDES_QUERY));
  },
  component: function GuidesRoute() {
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <GuidesPage
        page={page ?? 1}
        onPageChange={(next) => void navigate({ search: { page: next } })}
      />
    );
  },
});
