import { LARGE_TABLES, type LargeTable } from '../seed/tables.ts';

/**
 * The large tables each resource's handlers read (`/api/<resource>/...`; `POST jobs` for one
 * method alone, `locations/*` for one item of the resource rather than its list), so that in the
 * browser a request waits only for those. The tests fail a handler that reads one it doesn't
 * name here (`mocks/readGuard.ts`); a resource not named here waits for all of them.
 */
const LARGE_TABLES_READ: Readonly<Record<string, readonly LargeTable[]>> = {
  account: LARGE_TABLES,
  ads: [],
  auth: [],
  billing: [],
  contact: [],
  content: ['article'],
  dating: ['datingProfile'],
  favorites: LARGE_TABLES,
  forums: ['forumTopic', 'forumReply'],
  guides: [],
  'insider-guides': ['location'],
  jobs: ['job'],
  // A posted job is tied to the location of its city.
  'POST jobs': ['job', 'location'],
  journal: [],
  lists: LARGE_TABLES,
  // A location keeps its counts of jobs and expats; its page also shows its articles.
  locations: ['location'],
  'locations/*': ['location', 'article'],
  reports: ['datingProfile', 'forumTopic', 'forumReply'],
  search: LARGE_TABLES,
  stats: LARGE_TABLES,
  team: [],
};

/** The resource a path names: 'jobs' for `/api/jobs/12` and for the handler path `*\/api/jobs/:id`. */
export function resourceOf(path: string): string {
  return /\/api\/([^/?]+)/.exec(path)?.[1] ?? '';
}

/** The large tables a request for `path` (`/api/locations/bangkok`) reads. */
export function largeTablesReadBy(method: string, path: string): readonly LargeTable[] {
  const resource = resourceOf(path);
  const item = /\/api\/[^/?]+\/[^/?]/.test(path) ? LARGE_TABLES_READ[`${resource}/*`] : undefined;
  return (
    LARGE_TABLES_READ[`${method} ${resource}`] ??
    item ??
    LARGE_TABLES_READ[resource] ??
    LARGE_TABLES
  );
}
