import { useDeferredValue, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { Pagination } from './Pagination';
import { PastLastPage } from './PastLastPage';

type Page<T> = { data: T[]; meta: { current_page: number; last_page: number } };

type PagedResultsProps<T> = {
  query: {
    data: Page<T> | undefined;
    isError: boolean;
    refetch: () => unknown;
  };
  loading: ReactNode;
  errorMessage: string;
  /** What an empty page shows (the caller knows whether filters are the reason). */
  empty: ReactNode;
  pagesLabel: string;
  /** The page to show; undefined means page 1 (kept out of the URL). */
  onPageChange: (page: number | undefined) => void;
  children: (items: T[]) => ReactNode;
};

/** The states every paged list has: loading, error with retry, past the last page, empty, and the items with pagination. */
export function PagedResults<T>({
  query,
  loading,
  errorMessage,
  empty,
  pagesLabel,
  onPageChange,
  children,
}: PagedResultsProps<T>) {
  // An answer reaches this component in a render React may not split (useQuery's store update):
  // drawing a page of cards then is the longest task of a first visit on a phone. The items are
  // drawn from a deferred copy instead, in a render React splits into short tasks, and the loading
  // state (or the last page) stays on screen until it is done.
  const page = useDeferredValue(query.data);
  if (query.isError)
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (!page) return loading;
  const { data, meta } = page;
  if (data.length === 0 && meta.current_page > meta.last_page) {
    return <PastLastPage lastPage={meta.last_page} onGoTo={() => onPageChange(undefined)} />;
  }
  if (data.length === 0) return empty;
  return (
    <>
      {children(data)}
      <Pagination
        page={meta.current_page}
        lastPage={meta.last_page}
        label={pagesLabel}
        onPageChange={(page) => onPageChange(page === 1 ? undefined : page)}
      />
    </>
  );
}
