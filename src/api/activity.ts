import { queryOptions } from '@tanstack/react-query';
import { listActivityOptions } from './generated/@tanstack/react-query.gen';
import { retryTransientFailures } from './cachePolicy';
import { api } from './client';

/** The member's latest actions, newest first; asked again each time the dashboard opens. */
export function activityQueryOptions() {
  return queryOptions({
    ...listActivityOptions({ client: api }),
    retry: retryTransientFailures,
    select: (response) => response.data,
  });
}
