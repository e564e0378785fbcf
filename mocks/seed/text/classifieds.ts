/**
 * The classifieds as members wrote them: rooms, tours, tables, services and things for sale.
 * `daysAgo` is when each was listed (a free listing runs 30 days from then, or from its renewal);
 * `photo` is a picture of the site's own where one fits.
 */
export type ClassifiedText = {
  userId: number;
  title: string;
  category: 'accommodation' | 'tours' | 'restaurants' | 'jobs' | 'services' | 'buy-sell';
  description: string;
  location: string;
  contact: string;
  photo: string | null;
  daysAgo: number;
  /** When its owner renewed it for another 30 days, if they did. */
  renewedDaysAgo?: number;
  soldDaysAgo?: number;
};

const scene = (name: string) => `/images/scenes/generated/${name}.svg`;

export const CLASSIFIEDS: ClassifiedText[] = [
  {
    userId: 1,
    title: 'Room in a shared house near Nimman, from January',
    category: 'accommodation',
    description:
      'My housemate leaves at the end of December, so a bright double room with its own bathroom is free from 5 January. 9,500 baht a month with wifi and cleaning; electricity on the meter. We are two remote workers who cook a lot and keep it quiet after ten.',
    location: 'Chiang Mai, Thailand',
    contact: 'explorer@ginger.example',
    photo: scene('oldtown-2'),
    daysAgo: 33,
  },
  {
    userId: 2,
    title: 'Kitchen knives and a wok, leaving Bali',
    category: 'buy-sell',
    description:
      'Moving on from Ubud in two weeks. A carbon-steel wok (used, seasoned), two Japanese kitchen knives with a whetstone and a rice cooker. 1,200,000 rupiah for all of it, or make an offer for single pieces. Pick up in Penestanan.',
    location: 'Ubud, Indonesia',
    contact: 'adventurer@ginger.example',
    photo: null,
    daysAgo: 35,
    renewedDaysAgo: 9,
  },
  {
    userId: 2,
    title: 'Cooking class host wanted for the dry season',
    category: 'jobs',
    description:
      'Our small cooking school needs an English-speaking host for morning classes, three days a week from May to September. You take guests to the market, translate for our cook and keep the class running on time. Cooking experience helps, patience matters more.',
    location: 'Ubud, Indonesia',
    contact: 'adventurer@ginger.example',
    photo: scene('market-3'),
    daysAgo: 41,
  },
  {
    userId: 0,
    title: 'Honda Click 125 for sale, papers in order',
    category: 'buy-sell',
    description:
      'Blue Honda Click, 2021, 18,000 km, serviced every 3,000 km at the same shop (receipts included). Blue book in my name and I will go with you to transfer it. 38,000 baht. Two helmets included.',
    location: 'Chiang Mai, Thailand',
    contact: 'noah.b@example.com',
    photo: null,
    daysAgo: 2,
  },
  {
    userId: 0,
    title: 'Sunrise hike to Mount Batur, small groups',
    category: 'tours',
    description:
      'I guide groups of up to six to the top of Mount Batur for sunrise, leaving Ubud at 2 am. Breakfast cooked on the volcano steam, then the hot springs on the way back. 450,000 rupiah each, pick-up included. I have guided here for nine years.',
    location: 'Ubud, Indonesia',
    contact: 'made.guide@example.com',
    photo: scene('mountains-4'),
    daysAgo: 6,
  },
  {
    userId: 0,
    title: 'Family-run pho, now open for dinner too',
    category: 'restaurants',
    description:
      'We have served pho bo for breakfast on Hang Bac for twenty years, and from this month we also open from 5 to 9 pm. Bun cha and fresh spring rolls in the evening. Ask for the English menu; groups of up to ten can book the upstairs room.',
    location: 'Hanoi, Vietnam',
    contact: 'phohangbac@example.com',
    photo: scene('oldtown-5'),
    daysAgo: 11,
  },
  {
    userId: 0,
    title: 'Visa run paperwork help, in English and Khmer',
    category: 'services',
    description:
      'I help foreigners with business visa extensions, work permits and the yearly registration in Phnom Penh. I fill in the forms with you, book the appointment and come along. Fixed fee per visit, written quote first. Seven years of experience, references from other members.',
    location: 'Phnom Penh, Cambodia',
    contact: 'sokha.help@example.com',
    photo: null,
    daysAgo: 14,
  },
  {
    userId: 0,
    title: 'Studio with a sea view in My An, 3 months or more',
    category: 'accommodation',
    description:
      'A 35 m² studio on the eighth floor, five minutes on foot from My Khe beach. Kitchenette, washing machine, a desk by the window and fibre internet. 9 million dong a month for three months or longer, bills included except electricity.',
    location: 'Da Nang, Vietnam',
    contact: 'linh.studio@example.com',
    photo: scene('beach-3'),
    daysAgo: 8,
  },
  {
    userId: 0,
    title: 'Surfboard 7’2 mini-mal, good for learning',
    category: 'buy-sell',
    description:
      'Soft-top 7’2 mini-mal, two seasons old, no dings, with a leash and a board bag. It got me from whitewater to green waves at Batu Bolong. 2,500,000 rupiah. Try it at the beach before you buy.',
    location: 'Canggu, Indonesia',
    contact: 'jess.surf@example.com',
    photo: scene('beach-6'),
    daysAgo: 17,
  },
  {
    userId: 0,
    title: 'Private boat to the Phi Phi islands, leave before the crowds',
    category: 'tours',
    description:
      'Our longtail leaves Ao Nang at 7 am and reaches Maya Bay before the speedboats. Snorkelling at two quiet spots, lunch on the boat, back by 3 pm. Up to eight guests, 12,000 baht for the boat. National park fee paid on the day.',
    location: 'Krabi, Thailand',
    contact: 'krabi.longtail@example.com',
    photo: scene('island-2'),
    daysAgo: 5,
  },
  {
    userId: 0,
    title: 'English tutor for children, weekday afternoons',
    category: 'jobs',
    description:
      'We are looking for a patient native or fluent English speaker to tutor our two children (8 and 11) at home in Bangsar, two afternoons a week. Reading, conversation and help with homework. 80 ringgit an hour. Please write a few lines about yourself.',
    location: 'Kuala Lumpur, Malaysia',
    contact: 'tan.family@example.com',
    photo: null,
    daysAgo: 3,
  },
  {
    userId: 0,
    title: 'Standing desk and office chair, pick up in Tanjong Pagar',
    category: 'buy-sell',
    description:
      'Electric standing desk (140 × 70 cm) with memory settings and an ergonomic mesh chair, both under two years old. Leaving Singapore, so 450 dollars for both. You collect from the fourth floor; there is a lift.',
    location: 'Singapore',
    contact: 'priya.k@example.com',
    photo: null,
    daysAgo: 12,
    soldDaysAgo: 1,
  },
  {
    userId: 0,
    title: 'Thai massage course, five mornings',
    category: 'services',
    description:
      'A beginner course in traditional Thai massage over five mornings, taught in English by a teacher certified at Wat Pho. Small classes of four, certificate at the end. 6,500 baht including the course book and tea.',
    location: 'Chiang Mai, Thailand',
    contact: 'baan.nuad@example.com',
    photo: scene('temple-6'),
    daysAgo: 20,
  },
  {
    userId: 0,
    title: 'Night street food walk in George Town',
    category: 'tours',
    description:
      'Three hours, nine stalls, one local who grew up on Kimberley Street. We walk slowly and eat a lot: char kway teow, lok lok, cendol and whatever is good that night. 150 ringgit a person, food included. Vegetarians welcome, tell me before.',
    location: 'George Town, Malaysia',
    contact: 'weiling.walks@example.com',
    photo: scene('market-6'),
    daysAgo: 24,
  },
  {
    userId: 0,
    title: 'Coworking desk for a month, quiet corner in Makati',
    category: 'services',
    description:
      'I paid for a dedicated desk until the end of next month but I am travelling. Yours for 6,000 pesos (half of what I paid), with a locker, meeting room hours and good coffee. The space will transfer it to your name.',
    location: 'Makati, Philippines',
    contact: 'marco.desk@example.com',
    photo: null,
    daysAgo: 36,
  },
  {
    userId: 0,
    title: 'Homestay room in a Kyoto machiya, spring',
    category: 'accommodation',
    description:
      'A tatami room in our family machiya near Nijo Castle, for one or two guests from March to May. Breakfast with us, bicycles to borrow, a small garden. 5,500 yen a night, a week at least. We speak English and some French.',
    location: 'Kyoto, Japan',
    contact: 'yamada.machiya@example.com',
    photo: scene('temple-2'),
    daysAgo: 7,
  },
];
