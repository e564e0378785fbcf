import { createFileRoute } from '@tanstack/react-router';
import { prefetchListForSearch, useListSearch } from '../-listSearch';
import { articlesQueryOptions } from '@/api/articles';
import { ArticlesPage } from '@/features/articles/ArticlesPage';
import { toArticleFilters } from '@/features/articles/filters';
import { articleSearchSchema } from '@/features/articles/searchParams';

export const Route = createFileRoute('/articles/')({
  validateSearch: articleSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchListForSearch(toArticleFilters, articlesQueryOptions),
  component: function ArticlesRoute() {
    return <ArticlesPage {...useListSearch(Route)} />;
  },
});
