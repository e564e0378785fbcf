import type { Faker } from '@faker-js/faker';
import { countries, places } from './places';
import { daysFromReference } from './random';

export const FORUM_CATEGORIES = [
  { id: 'travel', name: 'Travel', color: '#1d5a85' },
  { id: 'living', name: 'Living Abroad', color: '#2d6a37' },
  { id: 'jobs', name: 'Jobs & Work', color: '#7f2d08' },
  { id: 'food', name: 'Food & Drink', color: '#a93d0c' },
  { id: 'culture', name: 'Culture & Language', color: '#6b3fa0' },
  { id: 'dating', name: 'Dating & Relationships', color: '#b42318' },
  { id: 'photography', name: 'Photography', color: '#4a5568' },
] as const;

export const FORUM_LEVELS = ['Newbie', 'Regular', 'Active Member', 'Expert Contributor'] as const;

const TITLES: Record<
  (typeof FORUM_CATEGORIES)[number]['id'],
  Array<(city: string, country: string) => string>
> = {
  travel: [
    (c) => `Best way to get from the airport to ${c}?`,
    (c, n) => `Two weeks in ${n}: is ${c} worth three days?`,
    (c) => `Overnight bus or flight to ${c}?`,
  ],
  living: [
    (c) => `Which neighbourhood in ${c} for a first month?`,
    (c) => `Opening a bank account in ${c} as a foreigner`,
    (c) => `Moving to ${c} with kids: schools and costs`,
  ],
  jobs: [
    (c) => `Teaching jobs in ${c}: what salary to expect?`,
    (c) => `Work permit timeline in ${c}`,
    (c) => `Remote workers in ${c}: best coworking?`,
  ],
  food: [
    (c) => `Street food you must try in ${c}`,
    (c) => `Vegetarian options in ${c}?`,
    (c) => `Cooking classes in ${c} worth it?`,
  ],
  culture: [
    (_c, n) => `Learning the language in ${n}: apps or classes?`,
    (c) => `Festivals in ${c} this season`,
    (_c, n) => `Etiquette mistakes to avoid in ${n}`,
  ],
  dating: [
    (c) => `Meeting people in ${c} outside the expat bubble`,
    (_c, n) => `Dating apps that work in ${n}`,
    (c) => `First-date spots in ${c}`,
  ],
  photography: [
    (c) => `Sunrise spots around ${c}`,
    (c) => `Drone rules in ${c}?`,
    (c) => `Street photography walk in ${c}`,
  ],
};

const REPLIES = [
  'I did exactly this last month. Book ahead on weekends.',
  'Ask in the local groups too, prices change fast.',
  'Agree with the above. Also carry some cash for small vendors.',
  'We stayed three nights and wished we had stayed longer.',
  '## What worked for us\n- Grab for short rides\n- Trains for longer ones',
  'Good question, following this thread.',
  'The old town is lovely but noisy on Friday nights.',
  'Check the visa rules before you go, they changed this year.',
];

export const FORUM_TOPIC_COUNT = 64;

type AuthorPick = { author: string; authorAvatar: null; authorLevel: string };

function author(faker: Faker): AuthorPick {
  return {
    author: faker.person.fullName(),
    authorAvatar: null,
    authorLevel: faker.helpers.arrayElement(FORUM_LEVELS),
  };
}

/** Topics across every category, with threads up to three levels deep. */
export function seedForumRows(faker: Faker) {
  const topics = [];
  const replies = [];
  let replyId = 1;
  for (let index = 0; index < FORUM_TOPIC_COUNT; index += 1) {
    const category = FORUM_CATEGORIES[index % FORUM_CATEGORIES.length]!;
    const place = faker.helpers.arrayElement(places);
    const created = daysFromReference(-faker.number.int({ min: 1, max: 120 }));
    const poster = author(faker);
    const id = index + 1;
    topics.push({
      id,
      title: faker.helpers.arrayElement(TITLES[category.id])(place.city, place.country),
      category: category.id,
      kind: 'discussion',
      ...poster,
      authorPosts: faker.number.int({ min: 1, max: 900 }),
      authorJoined: daysFromReference(-faker.number.int({ min: 130, max: 1500 })),
      location: faker.datatype.boolean(0.85) ? `${place.city}, ${place.country}` : null,
      views: faker.number.int({ min: 20, max: 9000 }),
      likes: faker.number.int({ min: 0, max: 150 }),
      pinned: index < 3,
      trending: faker.datatype.boolean(0.15),
      tags: [
        place.city.toLowerCase(),
        category.id,
        ...faker.helpers.arrayElements(['budget', 'visa', 'family', 'solo', 'nomad', 'tips'], {
          min: 0,
          max: 2,
        }),
      ],
      content: `${faker.helpers.arrayElement(['Hi all!', 'Hello everyone,', 'Quick question.'])} I am planning time in ${place.city} and would love advice.\n\n## What I know so far\n- ${place.highlights[0] ?? 'Lots to see'}\n- ${place.costOfLiving} cost of living\n\nAny tips welcome.`,
      created,
      lastEdited: faker.datatype.boolean(0.2) ? created : null,
    });
    const roots = faker.number.int({ min: 0, max: 6 });
    for (let r = 0; r < roots; r += 1) {
      const parentId = replyId;
      replies.push(reply(faker, replyId++, id, null, poster.author));
      // Some replies get answers, and some answers get answers (three levels).
      for (let c = 0; c < faker.number.int({ min: 0, max: 2 }); c += 1) {
        const childId = replyId;
        replies.push(reply(faker, replyId++, id, parentId, poster.author));
        if (faker.datatype.boolean(0.3))
          replies.push(reply(faker, replyId++, id, childId, poster.author));
      }
    }
  }
  topics.push(...boardTopics(FORUM_TOPIC_COUNT + 1));
  return { topics, replies };
}

type BoardKind = 'marketplace' | 'event' | 'language-exchange';

const BOARD_TITLES: Record<BoardKind, Array<(city: string, language: string) => string>> = {
  marketplace: [
    (c) => `For sale: scooter in good condition in ${c}`,
    (c) => `Giving away furniture before leaving ${c}`,
    (c) => `Wanted: a second-hand road bike in ${c}`,
    (c) => `Room available in a shared house in ${c}`,
    (c) => `Moving sale in ${c}: kitchen, desk and plants`,
    (c) => `Selling a surfboard and wetsuit in ${c}`,
  ],
  event: [
    (c) => `Monthly expat meetup in ${c}`,
    (c) => `Sunrise hike group in ${c} this Saturday`,
    (c) => `Street food walk in ${c}: who is in?`,
    (c) => `Photography walk around ${c}`,
    (c) => `Beach and river clean-up in ${c}`,
    (c) => `Board game night in ${c}`,
  ],
  'language-exchange': [
    (c, l) => `${l} for English exchange in ${c}`,
    (c, l) => `Looking for a ${l} conversation partner in ${c}`,
    (c, l) => `Weekly ${l} and English coffee chat in ${c}`,
    (c, l) => `Beginner ${l} learner in ${c} seeking a patient partner`,
    (c, l) => `Swap: my English for your ${l} in ${c}`,
    (c, l) => `${l} study group forming in ${c}`,
  ],
};

const BOARD_CATEGORY: Record<BoardKind, string> = {
  marketplace: 'living',
  event: 'culture',
  'language-exchange': 'culture',
};

const BOARD_AUTHORS = [
  'Maya Tan',
  'Liam Walsh',
  'Aiko Sato',
  'Rahul Mehta',
  'Sofia Reyes',
  'Ben Okafor',
];

/**
 * Topics of the marketplace, events and language exchange boards. Built without faker, so
 * adding them left every other seeded row as it was.
 */
function boardTopics(firstId: number) {
  return (Object.keys(BOARD_TITLES) as BoardKind[]).flatMap((kind, kindIndex) =>
    BOARD_TITLES[kind].map((title, index) => {
      const order = kindIndex * 6 + index;
      const place = places[(order * 7) % places.length]!;
      const language =
        countries.find((country) => country.name === place.country)?.languages[0] ?? 'English';
      const created = daysFromReference(-(2 + order * 3));
      return {
        id: firstId + order,
        title: title(place.city, language),
        category: BOARD_CATEGORY[kind],
        kind,
        author: BOARD_AUTHORS[order % BOARD_AUTHORS.length]!,
        authorAvatar: null,
        authorLevel: FORUM_LEVELS[order % FORUM_LEVELS.length]!,
        authorPosts: 12 + order * 17,
        authorJoined: daysFromReference(-(200 + order * 40)),
        location: `${place.city}, ${place.country}`,
        views: 80 + ((order * 137) % 1900),
        likes: (order * 7) % 45,
        pinned: false,
        trending: false,
        tags: [place.city.toLowerCase(), kind],
        content: `${title(place.city, language)}.\n\nReply here or send me a message if you are interested. Happy to meet somewhere central in ${place.city}.`,
        created,
        lastEdited: null,
      };
    }),
  );
}

function reply(
  faker: Faker,
  id: number,
  topicId: number,
  parentId: number | null,
  topicAuthor: string,
) {
  const byAuthor = faker.datatype.boolean(0.15);
  return {
    id,
    topic_id: topicId,
    parent_id: parentId,
    ...(byAuthor
      ? { author: topicAuthor, authorAvatar: null, authorLevel: 'Regular' }
      : author(faker)),
    content: faker.helpers.arrayElement(REPLIES),
    created: daysFromReference(-faker.number.int({ min: 0, max: 60 })),
    likes: faker.number.int({ min: 0, max: 40 }),
    isHelpful: faker.datatype.boolean(0.2),
  };
}
