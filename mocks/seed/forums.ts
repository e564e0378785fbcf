import type { Faker } from '@faker-js/faker';
import type { SeedContext } from './world';
import { FORUM_CATEGORIES } from './categories';
import { countries, places, type CountryFacts, type Place } from './places';
import { type BoardKind, type WrittenThread, writeBoardPost, writeDiscussion } from './text/forums';
import { pickNationalityFor, pickPerson } from './text/people';
import { DAY_MS, MINUTE_MS, type Timeline } from './timeline';

export const FORUM_LEVELS = ['Newbie', 'Regular', 'Active Member', 'Expert Contributor'] as const;

export const FORUM_TOPIC_COUNT = 64;
const BOARD_TOPICS_PER_KIND = 6;
const BOARD_KINDS: BoardKind[] = ['marketplace', 'event', 'language-exchange'];
const BOARD_CATEGORY: Record<BoardKind, string> = {
  marketplace: 'living',
  event: 'culture',
  'language-exchange': 'culture',
};
/** How many people a thread can draw its author and repliers from. */
const PEOPLE_PER_THREAD = 9;

/** Every other thread had a reply in the last two days: the forum reads as alive on any day. */
const LIVE_EVERY = 2;
const LIVE_WINDOW_MS = 2 * DAY_MS;

function countryOf(place: Place): CountryFacts {
  return countries.find((candidate) => candidate.name === place.country)!;
}

/** The people in a thread: mostly people who live where it is about, some from elsewhere. */
function threadPeople(faker: Faker, place: Place): string[] {
  return Array.from(
    { length: PEOPLE_PER_THREAD },
    () => pickPerson(faker, { nationality: pickNationalityFor(faker, place.country).code }).name,
  );
}

/** A member's standing: the level, post count and joining date the forum shows beside a post. */
function member(faker: Faker, time: Timeline) {
  const level = faker.helpers.arrayElement(FORUM_LEVELS);
  const rank = FORUM_LEVELS.indexOf(level);
  return {
    authorAvatar: null,
    authorLevel: level,
    authorPosts: faker.number.int({
      min: [1, 20, 120, 400][rank]!,
      max: [19, 119, 399, 1800][rank]!,
    }),
    authorJoined: time.daysAgo(faker.number.int({ min: 70 + rank * 120, max: 400 + rank * 400 })),
  };
}

/**
 * When a thread started and when each of its `count` replies came, in order: replies follow the
 * topic and each other, and a live thread's last reply is recent.
 */
function threadTimes(faker: Faker, time: Timeline, count: number, live: boolean) {
  const startedAgoMs = faker.number.int({ min: 3 * 3600_000, max: 60 * DAY_MS });
  const lastAgoMs = live
    ? faker.number.int({
        min: 5 * MINUTE_MS,
        max: Math.min(startedAgoMs, LIVE_WINDOW_MS) - MINUTE_MS,
      })
    : faker.number.int({ min: 0, max: startedAgoMs - MINUTE_MS });
  const span = startedAgoMs - lastAgoMs;
  // Most answers come soon after a question. Reply k falls in the k-th slice of the thread's
  // span (squared, so early slices are short): replies stay in order, and never at one instant.
  const fractions = Array.from(
    { length: count },
    (_, k) => ((k + faker.number.float({ min: 0.1, max: 0.9 })) / count) ** 2,
  );
  if (count > 0 && live) fractions[count - 1] = 1;
  return {
    created: time.before(startedAgoMs),
    replies: fractions.map((fraction) => time.before(startedAgoMs - span * fraction)),
  };
}

type Seeded = {
  topicId: number;
  firstReplyId: number;
  kind: string;
  category: string;
  live: boolean;
};

/** A written thread as rows: the topic, and its replies with ids, parents, authors and times. */
function threadRows(
  { faker, time }: SeedContext,
  thread: WrittenThread,
  people: string[],
  place: Place,
  { topicId, firstReplyId, kind, category, live }: Seeded,
) {
  const times = threadTimes(faker, time, thread.replies.length, live);
  const standing = people.map(() => member(faker, time));
  const replies = thread.replies.map((reply, at) => ({
    id: firstReplyId + at,
    topic_id: topicId,
    parent_id: reply.answers === null ? null : firstReplyId + reply.answers,
    author: people[reply.author]!,
    authorAvatar: null,
    authorLevel: standing[reply.author]!.authorLevel,
    content: reply.content,
    created: times.replies[at]!,
    likes: faker.number.int({ min: 0, max: reply.helpful ? 60 : 25 }),
    isHelpful: reply.helpful,
  }));
  const topic = {
    id: topicId,
    title: thread.title,
    category,
    kind,
    author: people[0]!,
    ...standing[0]!,
    location: `${place.city}, ${place.country}`,
    views: faker.number.int({ min: 40 + replies.length * 30, max: 600 + replies.length * 700 }),
    likes: faker.number.int({ min: 0, max: 20 + replies.length * 8 }),
    pinned: false,
    trending: false,
    tags: [place.city.toLowerCase().replace(/\s+/g, '-'), ...thread.tags],
    content: thread.content,
    created: times.created,
    lastEdited: faker.datatype.boolean(0.15) ? (times.replies[0] ?? times.created) : null,
  };
  return { topic, replies };
}

/** The place thread `index` of a kind is about: each kind walks the places in its own order. */
function threadPlace(index: number, kindIndex: number, kinds: number): Place {
  const round = Math.floor(index / kinds);
  return places[(round + kindIndex * 5) % places.length]!;
}

/**
 * Discussions across every category and the marketplace, events and language-exchange boards,
 * with replies that answer the topic, up to three levels deep.
 */
export function seedForumRows(context: SeedContext) {
  const { faker, scale } = context;
  const topics: Array<ReturnType<typeof threadRows>['topic']> = [];
  const replies: Array<ReturnType<typeof threadRows>['replies'][number]> = [];
  const add = (
    thread: WrittenThread,
    people: string[],
    place: Place,
    kind: string,
    category: string,
  ) => {
    const rows = threadRows(context, thread, people, place, {
      topicId: topics.length + 1,
      firstReplyId: replies.length + 1,
      kind,
      category,
      live: topics.length % LIVE_EVERY === 0,
    });
    topics.push(rows.topic);
    replies.push(...rows.replies);
  };
  for (let index = 0; index < FORUM_TOPIC_COUNT * scale; index += 1) {
    const categoryIndex = index % FORUM_CATEGORIES.length;
    const category = FORUM_CATEGORIES[categoryIndex]!.id;
    const place = threadPlace(index, categoryIndex, FORUM_CATEGORIES.length);
    const people = threadPeople(faker, place);
    const thread = writeDiscussion({ faker, category, place, country: countryOf(place), people });
    add(thread, people, place, 'discussion', category);
  }
  for (let index = 0; index < BOARD_TOPICS_PER_KIND * BOARD_KINDS.length * scale; index += 1) {
    const kindIndex = index % BOARD_KINDS.length;
    const kind = BOARD_KINDS[kindIndex]!;
    const place = threadPlace(index, kindIndex + FORUM_CATEGORIES.length, BOARD_KINDS.length);
    const people = threadPeople(faker, place);
    const thread = writeBoardPost({ faker, kind, place, country: countryOf(place), people });
    add(thread, people, place, kind, BOARD_CATEGORY[kind]);
  }
  return { topics: withEditorialFlags(topics), replies };
}

/** The moderators pin the first three discussions; the busiest recent threads are trending. */
function withEditorialFlags<Topic extends { id: number; kind: string; views: number }>(
  topics: Topic[],
) {
  const discussions = topics.filter((topic) => topic.kind === 'discussion');
  const busiest = new Set(
    [...discussions]
      .sort((a, b) => b.views - a.views)
      .slice(0, Math.ceil(discussions.length / 8))
      .map((t) => t.id),
  );
  return topics.map((topic) => ({
    ...topic,
    pinned: topic.kind === 'discussion' && topic.id <= 3,
    trending: busiest.has(topic.id),
  }));
}
