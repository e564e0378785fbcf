import type { Timeline } from './timeline';

/** What the demo accounts already saved and wrote, so dashboards and journals are not empty. */
export function seededFavorites(time: Timeline) {
  return [
    { user_id: 1, kind: 'location', item_id: 2 },
    { user_id: 1, kind: 'location', item_id: 11 },
    { user_id: 1, kind: 'article', item_id: 5 },
    { user_id: 2, kind: 'location', item_id: 1 },
    { user_id: 2, kind: 'location', item_id: 15 },
    { user_id: 2, kind: 'job', item_id: 3 },
    { user_id: 2, kind: 'article', item_id: 12 },
  ].map((favorite, index) => ({
    id: index + 1,
    created_at: time.daysAgo(30 - index),
    ...favorite,
  }));
}

const TRAVEL_LISTS = [
  {
    user_id: 1,
    name: 'Thailand and Vietnam this winter',
    description: 'Slow travel from the north of Thailand down the Vietnamese coast.',
    favorite_ids: [1, 3, 2],
    daysAgo: 21,
  },
  {
    user_id: 2,
    name: 'Where to work next',
    description: 'Kitchens and cities I could move to after Bali.',
    favorite_ids: [6, 7, 4],
    daysAgo: 18,
  },
  { user_id: 2, name: 'Ubud retreat', description: null, favorite_ids: [5], daysAgo: 9 },
];

/** Travel lists made of the demo accounts' saved places, in the order they would travel. */
export function seededTravelLists(time: Timeline) {
  return TRAVEL_LISTS.map(({ daysAgo, ...list }, index) => ({
    id: index + 1,
    created_at: time.daysAgo(daysAgo),
    ...list,
  }));
}

const JOURNAL_ENTRIES = [
  {
    user_id: 2,
    title: 'Lantern night in Hoi An',
    place: 'Hoi An, Vietnam',
    daysAgo: 40,
    notes:
      'Tailor fittings in the morning, lanterns on the Thu Bon river at night. Cao lau at the market for lunch.',
    photo: '/images/scenes/generated/oldtown-3.svg',
  },
  {
    user_id: 2,
    title: 'First week of coworking in Chiang Mai',
    place: 'Chiang Mai, Thailand',
    daysAgo: 82,
    notes: 'Found a quiet desk near Nimman. Sunday walking street was worth the crowds.',
    photo: null,
  },
  {
    user_id: 3,
    title: 'Scouting offices in Singapore',
    place: 'Singapore',
    daysAgo: 95,
    notes:
      'Three coworking spaces visited for the team; Tanjong Pagar had the best transport links.',
    photo: '/images/scenes/generated/skyline-2.svg',
  },
];

/** Hours between the visit and writing it up (dates stay offsets from now, as shipped). */
const WRITTEN_AFTER_HOURS = 9;

/** Journal entries written up a few hours after the day they describe. */
export function seededJournalEntries(time: Timeline) {
  return JOURNAL_ENTRIES.map(({ daysAgo, ...entry }, index) => ({
    id: index + 1,
    visited_on: time.dateDaysAgo(daysAgo),
    created_at: time.hoursAgo(daysAgo * 24 - WRITTEN_AFTER_HOURS),
    ...entry,
  }));
}

const SUPPORT_REQUESTS = [
  {
    kind: 'contact' as const,
    user_id: 1,
    email: 'explorer@ginger.example',
    subject: 'Can I move my saved places to a new account?',
    hoursAgo: 70,
  },
  {
    kind: 'guide' as const,
    user_id: 2,
    email: 'adventurer@ginger.example',
    subject: 'Ubud on a cook’s budget: markets, warungs and cooking classes',
    hoursAgo: 80,
  },
  {
    kind: 'contact' as const,
    user_id: 2,
    email: 'adventurer@ginger.example',
    subject: 'Invoice for my Adventurer plan',
    hoursAgo: 5,
  },
];

/** What the demo accounts asked the team, at different stages, so 'Your requests' shows each. */
export function seededSupportRequests(time: Timeline) {
  return SUPPORT_REQUESTS.map(({ hoursAgo, ...request }, index) => ({
    id: index + 1,
    created_at: time.hoursAgo(hoursAgo),
    ...request,
  }));
}

type Line = { from: 'member' | 'profile'; text: string; hoursAgo: number; read: boolean };

const CONVERSATIONS: Array<{ user_id: number; profile_id: number; lines: Line[] }> = [
  {
    user_id: 2,
    profile_id: 9,
    lines: [
      {
        from: 'member',
        text: "Hi Daniel, I'm planning a few months in Bali and Java next year. Is Yogyakarta easy to live in without much Bahasa?",
        hoursAgo: 98,
        read: true,
      },
      {
        from: 'profile',
        text: "Hi Aditya! Very easy. People are patient, and the guesthouses around Prawirotaman are used to foreigners. Learn the numbers and 'terima kasih' and you'll be fine.",
        hoursAgo: 96,
        read: true,
      },
      {
        from: 'member',
        text: 'Good to know. Is there a yoga studio you would recommend for a beginner?',
        hoursAgo: 75,
        read: true,
      },
      {
        from: 'profile',
        text: 'Come to my Saturday morning class near Alun-Alun Kidul, the first one is free. Bring water, it gets hot!',
        hoursAgo: 71,
        read: false,
      },
    ],
  },
  {
    user_id: 2,
    profile_id: 10,
    lines: [
      {
        from: 'profile',
        text: "Hello! I saw you're a chef. Have you ever made khanom krok? Mine keep sticking to the pan.",
        hoursAgo: 30,
        read: false,
      },
    ],
  },
  {
    user_id: 1,
    profile_id: 14,
    lines: [
      {
        from: 'member',
        text: "Hi Thao! I'll be in Nha Trang in January. Is your café near the beach?",
        hoursAgo: 150,
        read: true,
      },
      {
        from: 'profile',
        text: 'Hi Emma! Two streets back from Tran Phu, so much quieter than the beach bars. Come by for a salt coffee.',
        hoursAgo: 149,
        read: true,
      },
    ],
  },
];

/** The demo accounts' dating conversations: one with an answer still unread. */
export function seededDatingMessages(time: Timeline) {
  return CONVERSATIONS.flatMap(({ user_id, profile_id, lines }) =>
    lines.map(({ hoursAgo, read, ...line }) => ({ user_id, profile_id, hoursAgo, read, ...line })),
  ).map(({ hoursAgo, read, ...message }, index) => ({
    id: index + 1,
    ...message,
    sent_at: time.hoursAgo(hoursAgo),
    read_at: read ? time.hoursAgo(hoursAgo - 1) : null,
  }));
}

/**
 * Aditya took the Adventurer trial four months ago and has paid every month since, so Subscription
 * shows a renewal date and a billing history. His card expires in under three years.
 */
export function seededSubscriptions(time: Timeline) {
  return [
    {
      id: 1,
      user_id: 2,
      started_at: time.daysAgo(131),
      trial_days: 30,
      ends_at: null,
      card_brand: 'visa' as const,
      card_last4: '4242',
      card_expires: time.daysAhead(1000),
    },
  ];
}
