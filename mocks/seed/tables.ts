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
  'datingProfile',
  'datingMessage',
];
