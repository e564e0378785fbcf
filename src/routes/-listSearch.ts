import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '@/app/router';

/** A list route's loader (its deps are the URL's search): starts fetching that list, without waiting. */
export function prefetchListForSearch<
  Search,
  Filters,
  TQueryFnData,
  TError,
  TData,
  TKey extends QueryKey,
>(
  toFilters: (search: Search) => Filters,
  listQueryOptions: (filters: Filters) => FetchQueryOptions<TQueryFnData, TError, TData, TKey>,
) {
  return ({ context, deps }: { context: RouterContext; deps: Search }) => {
    void context.queryClient.prefetchQuery(listQueryOptions(toFilters(deps)));
  };
}

type SearchRoute<Search> = {
  useSearch: () => Search;
  useNavigate: () => (options: { search: Search; replace: boolean }) => Promise<void>;
};

/** A list page's search, kept in the URL, and the change handler its search box and filters call. */
export function useListSearch<Search extends { search?: string }>(route: SearchRoute<Search>) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return {
    search,
    // Typing replaces the history entry; a filter, a tab or a page adds one, so Back undoes it.
    onSearchChange: (next: Search) =>
      void navigate({ search: next, replace: next.search !== search.search }),
  };
}
