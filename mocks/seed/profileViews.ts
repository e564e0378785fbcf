import type { Timeline } from './timeline';
import { SEEDED_ACCOUNTS } from './accounts';

type Author = { author: string; authorPosts?: number };

/** At most this many readers of one profile, so the busiest poster's page isn't read by all. */
const MOST_VIEWERS = 24;

/** How many members opened each demo account's profile: Aditya posts, so more read him. */
const DEMO_ACCOUNT_VIEWERS: Record<number, number> = { 1: 2, 2: 7, 3: 4 };

/**
 * Who opened whose forum profile in the last two months: each forum author is read by a few
 * others, more the more they post (about the square root of their posts), and the demo accounts
 * by a handful. Readers are the forum's own people, each once per profile.
 */
export function seededProfileViews(topics: Author[], replies: Author[], time: Timeline) {
  const posts = new Map<string, number>();
  for (const { author, authorPosts = 0 } of topics)
    posts.set(author, Math.max(posts.get(author) ?? 0, authorPosts));
  const readers = [...new Set([...topics, ...replies].map(({ author }) => author))];
  const members = [
    ...[...posts].map(([name, count]) => ({
      name,
      viewers: Math.min(MOST_VIEWERS, Math.round(Math.sqrt(count))),
    })),
    ...SEEDED_ACCOUNTS.map(({ id, name }) => ({ name, viewers: DEMO_ACCOUNT_VIEWERS[id] ?? 0 })),
  ];
  const views = members.flatMap(({ name, viewers }, memberIndex) => {
    const others = readers.filter((reader) => reader !== name);
    return Array.from({ length: Math.min(viewers, others.length) }, (_, index) => {
      const viewer = others[(memberIndex * 7 + index * 13) % others.length]!;
      return { name, viewer, index };
    })
      .filter(
        (view, position, all) =>
          all.findIndex((other) => other.viewer === view.viewer) === position,
      )
      .map(({ viewer, index }) => ({
        member: name,
        viewer,
        viewed_at: time.hoursAgo(((memberIndex * 31 + index * 53) % (60 * 24)) + 1),
      }));
  });
  return views.map((view, index) => ({ id: index + 1, ...view }));
}
