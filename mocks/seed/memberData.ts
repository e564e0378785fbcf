import { daysFromReference } from './random';

/** What the demo accounts already saved and wrote, so dashboards and journals are not empty. */
export const SEEDED_FAVORITES = [
  { user_id: 1, kind: 'location', item_id: 2 },
  { user_id: 1, kind: 'location', item_id: 11 },
  { user_id: 1, kind: 'article', item_id: 5 },
  { user_id: 2, kind: 'location', item_id: 1 },
  { user_id: 2, kind: 'location', item_id: 15 },
  { user_id: 2, kind: 'job', item_id: 3 },
  { user_id: 2, kind: 'article', item_id: 12 },
].map((favorite, index) => ({
  id: index + 1,
  created_at: daysFromReference(-30 + index),
  ...favorite,
}));

export const SEEDED_JOURNAL_ENTRIES = [
  {
    user_id: 2,
    title: 'Lantern night in Hoi An',
    place: 'Hoi An, Vietnam',
    visited_on: '2026-10-14',
    notes:
      'Tailor fittings in the morning, lanterns on the Thu Bon river at night. Cao lau at the market for lunch.',
  },
  {
    user_id: 2,
    title: 'First week of coworking in Chiang Mai',
    place: 'Chiang Mai, Thailand',
    visited_on: '2026-09-02',
    notes: 'Found a quiet desk near Nimman. Sunday walking street was worth the crowds.',
  },
  {
    user_id: 3,
    title: 'Scouting offices in Singapore',
    place: 'Singapore',
    visited_on: '2026-08-20',
    notes:
      'Three coworking spaces visited for the team; Tanjong Pagar had the best transport links.',
  },
].map((entry, index) => ({
  id: index + 1,
  created_at: `${entry.visited_on}T18:00:00.000Z`,
  ...entry,
}));
