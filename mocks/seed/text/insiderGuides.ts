/**
 * Insider guides: written by members who live in the place, for Adventurer members. Each opens
 * with the section a visitor may read as a preview; the rest is for members of the plan.
 */
export type InsiderGuideText = {
  slug: string;
  locationSlug: string;
  title: string;
  summary: string;
  author: string;
  livesThereSince: number;
  daysAgo: number;
  sections: Array<{ title: string; body: string }>;
};

export const INSIDER_GUIDES: InsiderGuideText[] = [
  {
    slug: 'chiang-mai-old-city-mornings',
    locationSlug: 'chiang-mai',
    title: 'Old City mornings, before the tour vans',
    summary: 'Where a long-stayer in Chiang Mai eats, works and walks before nine.',
    author: 'Ploy Saetang',
    livesThereSince: 2019,
    daysAgo: 6,
    sections: [
      {
        title: 'Start at the moat',
        body: 'The north-east corner of the moat is quiet until about eight. Walk the inside path from Si Phum corner towards Tha Phae Gate and you pass monks collecting alms, old men feeding fish and the first coffee carts setting up. Go on a weekday: on Sundays the walking street crews are out early putting up stalls.',
      },
      {
        title: 'Breakfast',
        body: 'Skip the smoothie-bowl cafés on Ratchadamnoen. Behind Wat Chiang Man there is a family shop doing **khao tom** (rice soup) with pork or fish for 50 baht, open from six until the pot is empty. For something sweet, the pa thong ko (fried dough) cart at Somphet Market sells out by half past eight.',
      },
      {
        title: 'A desk for the morning',
        body: 'Most coworking spaces open at nine. Before that, the library at the Chiang Mai University art centre lets anyone sit at its long tables from eight, with fast wifi and air conditioning, for free. Bring a sweater, and your passport if you want a visitor card.',
      },
      {
        title: 'Before the heat',
        body: 'From March to May the smoke season turns afternoons hazy. Check the air quality index before you plan a hike to Doi Suthep: above 150, take the red truck up instead of walking the monk trail, and be back down by eleven.',
      },
    ],
  },
  {
    slug: 'da-nang-beach-life-without-the-resorts',
    locationSlug: 'da-nang',
    title: 'My Khe without the resorts',
    summary: 'How locals use Da Nang’s beach: the hours, the seafood and the quiet stretches.',
    author: 'Minh Tran',
    livesThereSince: 2016,
    daysAgo: 13,
    sections: [
      {
        title: 'The beach keeps office hours',
        body: 'Da Nang swims between five and seven in the morning and after five in the evening. In between the sand is almost empty, and that is the point: the midday sun here is hard. If you want the beach the way the city uses it, set an alarm.',
      },
      {
        title: 'Seafood the way families order it',
        body: 'The seafood restaurants on Hoang Sa street price by weight. Point at what you want in the tanks, ask for the price per kilo before they cook it, and order **nghêu hấp sả** (clams steamed with lemongrass) for the table. Nothing should cost more than the menu board says.',
      },
      {
        title: 'The quiet stretch',
        body: 'North of the Son Tra peninsula road, past the last big hotel, the beach narrows and the lifeguard towers stop. Locals fish there at dusk. Swim only where the red flags are down: the current along this coast is stronger than it looks.',
      },
    ],
  },
  {
    slug: 'george-town-hawker-calendar',
    locationSlug: 'george-town',
    title: 'A hawker calendar for George Town',
    summary: 'Which stalls cook on which days, so you never walk to a shuttered shutter.',
    author: 'Wei Ling Ooi',
    livesThereSince: 2012,
    daysAgo: 21,
    sections: [
      {
        title: 'Closed days matter',
        body: 'Most family hawkers in George Town close one weekday, and it is rarely the same one. Before you cross town for a famous char kway teow, ask at your guesthouse or check the stall’s own page: a handwritten sign saying *rehat* means they are resting.',
      },
      {
        title: 'Mornings',
        body: 'Nasi lemak wrapped in banana leaf appears at coffee shops from seven. On Lebuh Cintra the dim sum places fill with grandparents by eight; share a table, tick what you want on the paper slip, and pay at the counter.',
      },
      {
        title: 'Evenings',
        body: 'New Lane and Kimberley Street are the evening hawker streets. Go after eight, when the office crowds have gone. Order drinks from the coffee shop whose table you sit at: that is the rule that keeps the stalls welcome there.',
      },
      {
        title: 'When it rains',
        body: 'Afternoon storms from October to December close the open-air stalls for an hour or two. Wait it out in the covered food courts on Jalan Macalister, which stay dry and serve the same dishes.',
      },
    ],
  },
  {
    slug: 'canggu-rice-field-shortcuts',
    locationSlug: 'canggu',
    title: 'Canggu’s rice field shortcuts',
    summary: 'Getting around Canggu on a scooter without sitting in the Shortcut traffic.',
    author: 'Kadek Ariani',
    livesThereSince: 2014,
    daysAgo: 30,
    sections: [
      {
        title: 'Why the Shortcut is the long way',
        body: 'The road everyone calls the Shortcut, between Berawa and Batu Bolong, jams from four in the afternoon. Two scooters can pass there, barely. Locals use the paths along the rice fields instead, and so can you if you ride slowly and give way.',
      },
      {
        title: 'The paths',
        body: 'Behind the temple on Jalan Pantai Pererenan a concrete path runs through the fields to Echo Beach. It is one scooter wide: stop for farmers, ceremonies and ducks. After dark there are no lights, so use it only in daylight.',
      },
      {
        title: 'Ceremony days',
        body: 'On big ceremony days roads close for processions with little warning. Ask at your homestay in the morning, leave early, and wear a sarong and sash if you stop at a temple: most lend them at the gate for a small donation.',
      },
    ],
  },
  {
    slug: 'kuala-lumpur-after-work',
    locationSlug: 'kuala-lumpur',
    title: 'Kuala Lumpur after work',
    summary: 'Where people who work in KL go when the office empties: walks, food and rooftops.',
    author: 'Farah Aziz',
    livesThereSince: 2010,
    daysAgo: 44,
    sections: [
      {
        title: 'Walk under cover',
        body: 'The covered walkway from KLCC to Bukit Bintang takes about fifteen minutes and keeps you out of both the rain and the traffic. Start at the convention centre end; the air-conditioned stretch is a good place to wait out a storm.',
      },
      {
        title: 'Dinner on Jalan Alor, but one street over',
        body: 'Jalan Alor is fun and expensive. One street over, on Changkat Bukit Bintang’s quieter end, the mamak shops serve **roti canai** and teh tarik until late for a fraction of the price, and the tables are outside.',
      },
      {
        title: 'A rooftop without a dress code',
        body: 'Several hotel bars want collared shirts. The public park on the top floor of the Kompleks Kraf building does not: bring a drink from the shop downstairs and watch the towers light up at half past seven.',
      },
      {
        title: 'Getting home',
        body: 'The LRT stops running around midnight. After that, book a ride in the app rather than waving a taxi: the fare is fixed before you get in, and drivers know the one-way streets around Bukit Bintang.',
      },
    ],
  },
  {
    slug: 'taipei-rainy-day',
    locationSlug: 'taipei',
    title: 'A rainy day in Taipei, done properly',
    summary:
      'Bookshops, hot springs and the umbrella habit, from someone who grew up with the rain.',
    author: 'Chen Yu-ting',
    livesThereSince: 2008,
    daysAgo: 58,
    sections: [
      {
        title: 'Rain is the normal weather',
        body: 'Taipei gets rain on more days than not in spring. Buy a cheap umbrella at any convenience store and carry it always: every building has an umbrella bag dispenser at the door, and people expect you to use it.',
      },
      {
        title: 'Bookshops that stay open',
        body: 'The big bookshop in Xinyi stays open late into the evening, with reading chairs on every floor. Nobody will ask you to buy anything; students spend whole afternoons there.',
      },
      {
        title: 'Hot springs by metro',
        body: 'Take the red line to Xinbeitou. The public hot spring pool near the station costs less than a coffee, opens in short sessions through the day, and closes for cleaning between them. Bring a towel and swimwear; the rules are posted in English.',
      },
    ],
  },
];
