import { queryOptions } from '@tanstack/react-query';
import { listActivityOptions } from './generated/@tanstack/react-query.gen';
import { retryTransientFailures } from './cachePolicy';
import { api } from './client';

/** The member's activity answer; asked again each time the dashboard opens. */
const activityAnswerOptions = () =>
  queryOptions({ ...listActivityOptions({ client: api }), retry: retryTransientFailures });

/** The member's latest actions, newest first. */
export function activityQueryOptions() {
  return queryOptions({ ...activityAnswerOptions(), select: (response) => response.data });
}

/** How many members opened the member's forum profile (the same answer as their activity). */
export function profileViewsQueryOptions() {
  return queryOptions({
    ...activityAnswerOptions(),
    select: (response) => response.profile_views,
  });
}
