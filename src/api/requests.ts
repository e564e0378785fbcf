import { queryOptions } from '@tanstack/react-query';
import { listRequestsOptions } from './generated/@tanstack/react-query.gen';
import { retryTransientFailures } from './cachePolicy';
import { api } from './client';

/** The member's requests with their status; asked again each time the page opens. */
export function requestsQueryOptions() {
  return queryOptions({
    ...listRequestsOptions({ client: api }),
    retry: retryTransientFailures,
    select: (response) => response.data,
  });
}
