import { createFileRoute } from '@tanstack/react-router';
import { ForumsPage, type ForumSearch } from '@/features/forums/ForumsPage';
import { optionalText } from '@/lib/searchParams';

export const Route = createFileRoute('/forums/')({
  validateSearch: (search: Record<string, unknown>): ForumSearch => ({
    search: optionalText(search.search),
    category: optionalText(search.category, 50),
  }),
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
