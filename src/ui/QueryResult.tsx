import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';

/** What this needs of a useQuery or useInfiniteQuery result. */
type QueryState<T> = { refetch: () => unknown } & (
  | { isPending: true; isError: false }
  | { isPending: false; isError: true }
  | { isPending: false; isError: false; data: T }
);

/**
 * The spinner's words while the query loads, and what is said above 'Retry' when it failed: both
 * worded from `what` it loads ('your plan'), or each its own.
 */
type Messages = { what: string } | { loading: string; error: string };

function wordingOf(messages: Messages) {
  if (!('what' in messages)) return messages;
  return {
    loading: `Loading ${messages.what}...`,
    error: `We could not load ${messages.what}. Please try again.`,
  };
}

type QueryResultProps<T> = Messages & {
  query: QueryState<T>;
  /** Shown instead of the children when the answer is an empty list (or `isEmpty` says so). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A query's answer, or what stands for it: a spinner while it loads, an error with Retry, its empty state. */
export function QueryResult<T>({
  query,
  empty,
  isEmpty = isEmptyList,
  children,
  ...messages
}: QueryResultProps<T>) {
  const { loading, error } = wordingOf(messages);
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <ErrorState message={error} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
