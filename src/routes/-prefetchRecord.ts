import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '@/app/router';

/**
 * A detail route's loader (its `$id` read by recordIdParams): starts fetching that record, without
 * waiting; an id that is not one asks nothing, as the page says 'not found' by itself.
 */
export function prefetchRecord<TQueryFnData, TError, TData, TKey extends QueryKey>(
  recordQueryOptions: (id: number) => FetchQueryOptions<TQueryFnData, TError, TData, TKey>,
) {
  return ({
    context,
    params: { id },
  }: {
    context: RouterContext;
    params: { id: number | null };
  }) => {
    if (id !== null) void context.queryClient.prefetchQuery(recordQueryOptions(id));
  };
}
