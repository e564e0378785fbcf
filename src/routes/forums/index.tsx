import { createFileRoute } from '@tanstack/react-router';
import { ForumsPage } from '@/features/forums/ForumsPage';
import { forumSearchSchema } from '@/features/forums/searchParams';

export const Route = createFileRoute('/forums/')({
  validateSearch: forumSearchSchema,
  component: function ForumsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ForumsPage
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: next.search !== search.search })
        }
      />
    );
  },
});
