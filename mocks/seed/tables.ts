import type { WorldTable } from './world';

/** The world's tables, in the order they fill. */
export const WORLD_TABLES: WorldTable[] = [
  'location',
  'job',
  'article',
  'user',
  'favorite',
  'travelList',
  'subscription',
  'insiderGuide',
  'ad',
  'team',
  'teamMember',
  'teamInvitation',
  'journalEntry',
  'supportRequest',
  'forumTopic',
  'forumReply',
  'profileView',
  'datingProfile',
  'datingMessage',
];

/**
 * The world's large tables, nine tenths of its bytes: each ships in a file of its own
 * (`seed/shipped.ts`), so a change to one table's rows changes one file.
 */
export const LARGE_TABLES = [
  'location',
  'job',
  'article',
  'forumTopic',
  'forumReply',
  'datingProfile',
] as const satisfies readonly WorldTable[];
export type LargeTable = (typeof LARGE_TABLES)[number];

export const isLargeTable = (table: string): table is LargeTable =>
  (LARGE_TABLES as readonly string[]).includes(table);

/** The others: the browser receives them together, in one file. */
export const SMALL_TABLES = WORLD_TABLES.filter(
  (table): table is SmallTable => !isLargeTable(table),
);
export type SmallTable = Exclude<WorldTable, LargeTable>;
