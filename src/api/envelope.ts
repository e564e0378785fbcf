import { type QueryFunction, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { cachePolicy } from './cachePolicy';

type Envelope<TData> = { data: TData };

/** The `data` of an enveloped answer, once it arrives. */
export async function dataOf<TData>(answer: Promise<{ data: Envelope<TData> }>): Promise<TData> {
  return (await answer).data.data;
}

/** The confirmation a message answer carries (`{ message }`), once it arrives. */
export async function messageOf(answer: Promise<{ data: { message: string } }>): Promise<string> {
  return (await answer).data.message;
}

/** A generated query (its key and function) whose answer is an envelope, read for its `data`. */
export function dataQueryOptions<TData, TKey extends QueryKey>(
  generated: { queryKey: TKey; queryFn?: QueryFunction<Envelope<TData>, TKey> },
  policy: (typeof cachePolicy)[keyof typeof cachePolicy],
) {
  return queryOptions({
    ...generated,
    ...policy,
    select: (response: Envelope<TData>) => response.data,
  });
}
