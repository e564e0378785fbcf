import { LARGE_TABLES, type LargeTable } from '../seed/tables.ts';

/**
 * The large tables each resource's handlers read (`/api/<resource>/...`; `POST jobs` for one
 * method alone), so that in the browser a request waits only for those. The tests fail a handler
 * that reads one it doesn't name here (`mocks/readGuard.ts`); a resource not named here waits
 * for all of them.
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
  locations: ['location', 'job', 'datingProfile', 'article'],
  reports: ['datingProfile', 'forumTopic', 'forumReply'],
  search: LARGE_TABLES,
  stats: LARGE_TABLES,
  team: [],
};

export function largeTablesReadBy(method: string, resource: string): readonly LargeTable[] {
  return LARGE_TABLES_READ[`${method} ${resource}`] ?? LARGE_TABLES_READ[resource] ?? LARGE_TABLES;
}
