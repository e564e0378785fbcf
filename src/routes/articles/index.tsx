import { createFileRoute } from '@tanstack/react-router';
import { articlesQueryOptions } from '@/api/articles';
import { ArticlesPage } from '@/features/articles/ArticlesPage';
import { toArticleFilters } from '@/features/articles/filters';
import { articleSearchSchema } from '@/features/articles/searchParams';

export const Route = createFileRoute('/articles/')({
  validateSearch: articleSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(articlesQueryOptions(toArticleFilters(deps)));
  },
  component: function ArticlesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // Typing replaces the history entry; a tab, a category or a page adds one.
    return (
      <ArticlesPage
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: next.search !== search.search })
        }
      />
    );
  },
});
