/**
 * Long-form article text for the mock travel and expat portal: guides, listicles, Q&As,
 * comparisons and first-person blog posts about the seeded places. Every article is built from
 * its place's own facts (neighbourhoods, hospitals, airport, coworking spaces, industries,
 * currency, emergency numbers, visa types, climate) and prices converted with money.ts, so the
 * 160 seeded articles read as if people who live there wrote them and no sentence is shared by
 * more than a couple of them. Randomness comes only from the faker passed in, so the seeded
 * world stays identical from run to run.
 */
import type { Faker } from '@faker-js/faker';
import { toLocal } from '../money';
import { countries, places, type CostOfLiving, type CountryFacts, type Place } from '../places';
import { capitalise, numberWord, withArticle } from './grammar';

/* ------------------------------------------------------------------------------------------------
 * Public API
 * ---------------------------------------------------------------------------------------------- */

export type ArticleTemplateId =
  | 'living-guide'
  | 'apartment-hunting'
  | 'visa-guide'
  | 'first-week'
  | 'best-neighbourhoods'
  | 'coworking-spots'
  | 'must-try-dishes'
  | 'weekend-trips'
  | 'solo-safety'
  | 'cost-of-living-qa'
  | 'remote-work-qa'
  | 'finding-work-qa'
  | 'nomad-comparison'
  | 'cost-comparison'
  | 'condo-or-house'
  | 'food-month'
  | 'before-moving'
  | 'teaching-freelancing'
  | 'rainy-season-health'
  | 'long-stay-visas'
  | 'paperwork-basics'
  | 'healthcare-guide'
  | 'budget-month'
  | 'choosing-a-base'
  | 'local-etiquette'
  | 'job-market';

export type ArticleTemplate = {
  id: ArticleTemplateId;
  type: 'guide' | 'listicle' | 'qa' | 'comparison' | 'blog';
  category:
    | 'travel-guides'
    | 'digital-nomad'
    | 'food-culture'
    | 'visa-legal'
    | 'accommodation'
    | 'cost-of-living'
    | 'jobs-careers'
    | 'health-safety';
  /** A short topic word that relates articles to each other, e.g. 'housing'. */
  topic: string;
  /** Whether the article is about a second place (the comparisons). */
  needsOther: boolean;
};

export const ARTICLE_TEMPLATES: readonly ArticleTemplate[] = [
  {
    id: 'living-guide',
    type: 'guide',
    category: 'travel-guides',
    topic: 'relocation',
    needsOther: false,
  },
  {
    id: 'apartment-hunting',
    type: 'guide',
    category: 'accommodation',
    topic: 'housing',
    needsOther: false,
  },
  { id: 'visa-guide', type: 'guide', category: 'visa-legal', topic: 'visas', needsOther: false },
  {
    id: 'first-week',
    type: 'guide',
    category: 'travel-guides',
    topic: 'relocation',
    needsOther: false,
  },
  {
    id: 'best-neighbourhoods',
    type: 'listicle',
    category: 'accommodation',
    topic: 'housing',
    needsOther: false,
  },
  {
    id: 'coworking-spots',
    type: 'listicle',
    category: 'digital-nomad',
    topic: 'remote-work',
    needsOther: false,
  },
  {
    id: 'must-try-dishes',
    type: 'listicle',
    category: 'food-culture',
    topic: 'food',
    needsOther: false,
  },
  {
    id: 'weekend-trips',
    type: 'listicle',
    category: 'travel-guides',
    topic: 'travel',
    needsOther: false,
  },
  { id: 'solo-safety', type: 'qa', category: 'health-safety', topic: 'safety', needsOther: false },
  {
    id: 'cost-of-living-qa',
    type: 'qa',
    category: 'cost-of-living',
    topic: 'money',
    needsOther: false,
  },
  {
    id: 'remote-work-qa',
    type: 'qa',
    category: 'digital-nomad',
    topic: 'remote-work',
    needsOther: false,
  },
  { id: 'finding-work-qa', type: 'qa', category: 'jobs-careers', topic: 'jobs', needsOther: false },
  {
    id: 'nomad-comparison',
    type: 'comparison',
    category: 'digital-nomad',
    topic: 'remote-work',
    needsOther: true,
  },
  {
    id: 'cost-comparison',
    type: 'comparison',
    category: 'cost-of-living',
    topic: 'money',
    needsOther: true,
  },
  {
    id: 'condo-or-house',
    type: 'comparison',
    category: 'accommodation',
    topic: 'housing',
    needsOther: false,
  },
  { id: 'food-month', type: 'blog', category: 'food-culture', topic: 'food', needsOther: false },
  {
    id: 'before-moving',
    type: 'blog',
    category: 'travel-guides',
    topic: 'relocation',
    needsOther: false,
  },
  {
    id: 'teaching-freelancing',
    type: 'blog',
    category: 'jobs-careers',
    topic: 'jobs',
    needsOther: false,
  },
  {
    id: 'rainy-season-health',
    type: 'blog',
    category: 'health-safety',
    topic: 'health',
    needsOther: false,
  },
  { id: 'long-stay-visas', type: 'qa', category: 'visa-legal', topic: 'visas', needsOther: false },
  {
    id: 'paperwork-basics',
    type: 'guide',
    category: 'visa-legal',
    topic: 'paperwork',
    needsOther: false,
  },
  {
    id: 'healthcare-guide',
    type: 'guide',
    category: 'health-safety',
    topic: 'health',
    needsOther: false,
  },
  {
    id: 'budget-month',
    type: 'blog',
    category: 'cost-of-living',
    topic: 'money',
    needsOther: false,
  },
  {
    id: 'choosing-a-base',
    type: 'comparison',
    category: 'travel-guides',
    topic: 'relocation',
    needsOther: true,
  },
  {
    id: 'local-etiquette',
    type: 'listicle',
    category: 'food-culture',
    topic: 'culture',
    needsOther: false,
  },
  { id: 'job-market', type: 'guide', category: 'jobs-careers', topic: 'jobs', needsOther: false },
];

export type WrittenArticle = {
  title: string;
  introduction: string;
  content: string;
  keywords: string[];
};

export type WriteArticleInput = {
  template: ArticleTemplate;
  place: Place;
  country: CountryFacts;
  /** Another place, always a different city; only the comparisons are about it. */
  other: Place;
  otherCountry: CountryFacts;
  faker: Faker;
};

/* ------------------------------------------------------------------------------------------------
 * Grammar helpers
 * ---------------------------------------------------------------------------------------------- */

/** 'a, b and c', without the Oxford comma. */
/**
 * 'a, b and c', without the Oxford comma. When an item has its own 'and' ('Grand Palace and Wat
 * Pho'), the last one joins with 'as well as' so the reader can still tell the items apart.
 */
function list(listed: ReadonlyArray<string | undefined>): string {
  const items = listed.filter((item): item is string => Boolean(item));
  if (items.length < 2) return items[0] ?? '';
  const joiner = items.some((item) => / and /.test(item)) ? ', as well as' : ' and';
  return `${items.slice(0, -1).join(', ')}${joiner} ${items.at(-1)}`;
}

/** 'Grab or Bolt' from 'Grab and Bolt', for when only one of them is used at a time. */
function orList(text: string): string {
  return text.replace(/ and ([^,]*)$/, ' or $1');
}

/** 'Thai baht', 'Singapore dollars': the currency as a mass noun or plural. */
function currencyWord(facts: { currencyName: string }): string {
  return facts.currencyName.replace(/ \(.*\)$/, '').replace(/(dollar|peso|rupee)$/, '$1s');
}

/** 'Hanoi is Vietnam's thousand-year-old capital ...': the place's description as a sentence. */
function describe(place: Place): string {
  const text = place.description.replace(/\.$/, '');
  const body = /^(A|An|The) /.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return `${place.city} is ${body}.`;
}

/** Listed phrases that open with an ordinary word rather than a name. */
const COMMON_FIRST_WORD =
  /^(Street|Temples|Sunsets?|Sunrise|Day|Rock|Historic|Egg|Lantern-lit|Made-to-measure|Snorkelling|Mud|Waterfalls|Surfing|Beach|Scooter|Rooftop|Factory|Hawker|Causeway|Cave|Bean|Views|Island|Durian|Colonial|Dawn|Night|Miso|Ski|Dim|Plane-tree|Craft|Vada|Mountain|Boating|Paragliding|Cafes|Coworking)$/;

/** A highlight or listed phrase for use mid-sentence: 'street food on Yaowarat Road', 'Batu Caves'. */
function midSentence(phrase: string): string {
  const [first = '', second = ''] = phrase.split(' ');
  const common =
    COMMON_FIRST_WORD.test(first) || (/^(White|Khao)$/.test(first) && /^[a-z]/.test(second));
  return common ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/** Industries as they read mid-sentence: 'tourism', 'IT outsourcing', 'business process outsourcing'. */
function industryWord(industry: string): string {
  return /^[A-Z]{2}/.test(industry)
    ? industry
    : industry.charAt(0).toLowerCase() + industry.slice(1);
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function populationText(population: number): string {
  if (population >= 1_000_000) return `${numberFormat.format(population / 1_000_000)} million`;
  return numberFormat.format(Math.round(population / 1000) * 1000);
}

/** Same scale as money.ts: what a dollar of spending becomes in a cheaper or dearer city. */
const COST_SCALE: Record<CostOfLiving, number> = { Low: 0.7, Medium: 1, High: 1.8 };

/* ------------------------------------------------------------------------------------------------
 * Country knowledge the place data does not hold: apps, networks, payments, customs, food
 * ---------------------------------------------------------------------------------------------- */

type CountryExtra = {
  /** Ride-hailing apps people use, or null where trains and taxis do the job. */
  rides: string | null;
  /** Mobile networks a newcomer can buy a SIM from. */
  networks: string;
  /** How people pay for small things. */
  pay: string;
  /** Whether small payments are still mostly cash. */
  cashFirst?: boolean;
  /** A stored-value card or app for public transport, where there is one. */
  transitCard: string | null;
  /** How people greet each other. */
  greeting: string;
  /** What is expected when tipping. */
  tipping: 'none' | 'small' | 'service-charge';
  /** Two or three customs a newcomer should know, each a full clause. */
  customs: string[];
  /** The local word for the rainy season, if it has one people use. */
  wetName: string;
};

const EXTRAS: Record<string, CountryExtra> = {
  Thailand: {
    rides: 'Grab and Bolt',
    networks: 'AIS and True',
    pay: 'PromptPay QR codes',
    transitCard: null,
    greeting: 'the wai, palms pressed together with a slight bow',
    tipping: 'small',
    customs: [
      'feet are considered the lowest part of the body, so pointing them at people or at a Buddha image causes real offence',
      'the royal family is protected by strict laws and is not a topic for jokes',
      'shoes come off before entering homes, temples and many small shops',
      'raising your voice in a dispute almost always makes things worse',
    ],
    wetName: 'rainy season',
  },
  Vietnam: {
    rides: 'Grab, Be and Xanh SM',
    networks: 'Viettel, Vinaphone and Mobifone',
    pay: 'bank-transfer QR codes',
    transitCard: null,
    greeting: 'a nod and a handshake, offered first by the older person',
    tipping: 'small',
    customs: [
      'older people are addressed and served first, at the table and elsewhere',
      'chopsticks are never left standing upright in a bowl of rice',
      'bargaining is normal in markets but not in shops with printed prices',
      'shoulders and knees should be covered in pagodas and temples',
    ],
    wetName: 'rainy season',
  },
  Indonesia: {
    rides: 'Gojek and Grab',
    networks: 'Telkomsel, XL and Indosat',
    pay: 'QRIS codes',
    transitCard: null,
    greeting: 'a light handshake, often followed by touching your hand to your chest',
    tipping: 'small',
    customs: [
      'the left hand is considered unclean, so pass, give and eat with your right',
      'temples ask visitors to wear a sarong and sash, usually lent at the entrance',
      'public displays of affection draw disapproving looks outside tourist areas',
      'patience goes a long way, and open anger is seen as a loss of face',
    ],
    wetName: 'rainy season',
  },
  Malaysia: {
    rides: 'Grab',
    networks: 'Maxis, CelcomDigi and U Mobile',
    pay: "DuitNow QR codes and the Touch 'n Go eWallet",
    transitCard: "a Touch 'n Go card",
    greeting: 'a light handshake, though many Muslim women prefer a nod and a hand on the heart',
    tipping: 'service-charge',
    customs: [
      'mosques welcome visitors outside prayer times, with robes provided at the door',
      'many Malay Muslims do not eat pork or drink alcohol, so check before bringing either as a gift',
      'pointing with the index finger is rude, and locals use the thumb instead',
      'shoes come off at the door of almost every home',
    ],
    wetName: 'monsoon',
  },
  Philippines: {
    rides: 'Grab',
    networks: 'Globe and Smart',
    pay: 'GCash and Maya',
    transitCard: null,
    greeting: 'a smile and a handshake, with "po" added to be polite to elders',
    tipping: 'small',
    customs: [
      'older relatives are greeted with the mano, pressing their hand to your forehead',
      'people avoid a flat "no", so a vague answer often means a polite refusal',
      'hospitality is taken seriously, and turning down food twice is normal before accepting',
      'Sunday mass and family lunches shape the whole weekend',
    ],
    wetName: 'rainy season',
  },
  Singapore: {
    rides: 'Grab and Gojek',
    networks: 'Singtel, StarHub and M1',
    pay: 'PayNow and contactless cards',
    transitCard: 'a contactless bank card',
    greeting: 'a handshake in business and a smile everywhere else',
    tipping: 'service-charge',
    customs: [
      'a packet of tissues on a hawker-centre table means the seat is taken',
      'eating and drinking on the MRT carries a fine, and the rule is enforced',
      'queues are respected, and cutting in line is noticed at once',
      'littering and jaywalking fines are real, not just a tourist myth',
    ],
    wetName: 'monsoon',
  },
  Cambodia: {
    rides: 'PassApp and Grab',
    networks: 'Smart, Cellcard and Metfone',
    pay: 'KHQR codes and the ABA Mobile app',
    transitCard: null,
    greeting: 'the sampeah, palms together, held higher for elders and monks',
    tipping: 'small',
    customs: [
      'monks should not be touched by women, and it is polite to sit lower than them',
      'shoulders and knees are covered at Angkor and in every pagoda',
      'touching someone on the head is considered deeply disrespectful',
      'US dollars and riel are used side by side, with change often given in riel',
    ],
    wetName: 'rainy season',
  },
  Laos: {
    rides: 'LOCA',
    networks: 'Unitel and Lao Telecom',
    pay: 'cash and the occasional bank QR code',
    cashFirst: true,
    transitCard: null,
    greeting: 'the nop, palms together with a small bow',
    tipping: 'small',
    customs: [
      'the morning alms round is a religious ceremony, watched quietly from a distance',
      'voices stay low, and losing your temper in public is deeply embarrassing',
      'shoes come off before entering homes and temples',
      'women do not hand things directly to monks',
    ],
    wetName: 'rainy season',
  },
  Myanmar: {
    rides: null,
    networks: 'MPT and ATOM',
    pay: 'cash, with KBZPay accepted in some shops',
    cashFirst: true,
    transitCard: null,
    greeting: 'a smile and a slight nod, with handshakes mostly between men',
    tipping: 'small',
    customs: [
      'shoes and socks both come off at every pagoda, including the outer terraces',
      'people walk clockwise around a stupa',
      'the head is sacred and the feet are not, so mind where you point them',
      'politics is a sensitive topic with strangers',
    ],
    wetName: 'monsoon',
  },
  Japan: {
    rides: null,
    networks: 'Docomo, au and SoftBank',
    pay: 'IC cards, with cash still handy for small restaurants',
    transitCard: 'an IC card such as Suica or ICOCA',
    greeting: 'a bow, deeper for more formal moments',
    tipping: 'none',
    customs: [
      'rubbish is sorted into several categories and put out only on the right day',
      'phone calls on trains are avoided, and phones are switched to silent',
      'shoes come off at the entrance of homes, some restaurants and many clinics',
      'eating while walking along a busy street is frowned upon in many places',
    ],
    wetName: 'tsuyu',
  },
  'South Korea': {
    rides: 'Kakao T',
    networks: 'SK Telecom, KT and LG U+',
    pay: 'cards, accepted almost everywhere',
    transitCard: 'a T-money card',
    greeting: 'a slight bow, with both hands used to give or receive things from elders',
    tipping: 'none',
    customs: [
      'the youngest at the table pours drinks for elders and turns away slightly to drink',
      'seats on the metro marked for the elderly and pregnant stay empty even at rush hour',
      'names are not written in red ink, which is associated with the dead',
      'recycling and food waste go in separate, paid-for bags',
    ],
    wetName: 'jangma',
  },
  Taiwan: {
    rides: 'Uber and local taxi apps',
    networks: 'Chunghwa Telecom and Taiwan Mobile',
    pay: 'an EasyCard and LINE Pay',
    transitCard: 'an EasyCard',
    greeting: 'a nod or a handshake, with a smile that goes a long way',
    tipping: 'service-charge',
    customs: [
      'rubbish is handed directly to music-playing garbage trucks at set times',
      'priority seats on the MRT are left free, and eating on board is fined',
      'clocks are an unlucky gift, as are sharp objects',
      'queueing is orderly, on escalators as much as at bus stops',
    ],
    wetName: 'plum rain',
  },
  'Hong Kong': {
    rides: 'Uber and HKTaxi',
    networks: 'CSL, SmarTone and 3',
    pay: 'the Octopus card',
    transitCard: 'an Octopus card',
    greeting: 'a handshake, with business cards offered and taken with both hands',
    tipping: 'service-charge',
    customs: [
      'dim sum tables tap two fingers on the cloth to say thanks when tea is poured',
      'people stand on the right of escalators and walk on the left',
      'the number four sounds like "death" and is often skipped in building floors',
      'sharing tables with strangers at busy restaurants is completely normal',
    ],
    wetName: 'rainy season',
  },
  China: {
    rides: 'Didi',
    networks: 'China Mobile and China Unicom',
    pay: 'Alipay and WeChat Pay',
    transitCard: 'the metro QR code in Alipay',
    greeting: 'a handshake and a nod, with the most senior person greeted first',
    tipping: 'none',
    customs: [
      'the host usually orders and pays, and arguing over the bill is part of the ritual',
      'business cards are offered and received with both hands',
      'face matters, so criticism is best delivered privately and gently',
      'many foreign apps need a VPN, which is worth sorting before arrival',
    ],
    wetName: 'plum rain',
  },
  India: {
    rides: 'Uber and Ola',
    networks: 'Jio and Airtel',
    pay: 'UPI',
    transitCard: null,
    greeting: 'namaste, palms together, which works with everyone',
    tipping: 'small',
    customs: [
      'shoes come off before entering homes and temples',
      'the right hand is used for eating and for giving and receiving',
      'head wobbles mean many things, most often a friendly "yes" or "I understand"',
      'modest clothing is wise at religious sites and outside big-city districts',
    ],
    wetName: 'monsoon',
  },
  'Sri Lanka': {
    rides: 'PickMe and Uber',
    networks: 'Dialog and Mobitel',
    pay: 'cards in larger shops and cash everywhere else',
    cashFirst: true,
    transitCard: null,
    greeting: 'ayubowan, palms together, meaning "may you live long"',
    tipping: 'small',
    customs: [
      'posing with your back to a Buddha statue for a photo is considered disrespectful',
      'shoulders and knees are covered at temples, and hats come off',
      'Buddha tattoos can lead to trouble, including being refused entry',
      'the right hand is used for eating and passing things',
    ],
    wetName: 'monsoon',
  },
  Nepal: {
    rides: 'Pathao and inDrive',
    networks: 'Ncell and Nepal Telecom',
    pay: 'cash and wallets such as eSewa',
    cashFirst: true,
    transitCard: null,
    greeting: 'namaste, palms together at the chest',
    tipping: 'small',
    customs: [
      'stupas and prayer wheels are walked around clockwise',
      'food touched by someone else’s mouth or plate, called jutho, is not shared',
      'shoes come off before entering homes, kitchens and temples',
      'some Hindu temples do not admit non-Hindus, and a sign usually says so',
    ],
    wetName: 'monsoon',
  },
};

/** When the wet months come, by city first and country second. */
const WET_SEASON: Record<string, string> = {
  Thailand: 'from May to October',
  'Koh Samui': 'from October to December',
  Vietnam: 'from May to October',
  Hanoi: 'from May to September',
  'Da Nang': 'from September to December',
  'Hoi An': 'from September to December',
  'Nha Trang': 'from September to December',
  Indonesia: 'from November to March',
  Malaysia: 'from October to December',
  'Kota Kinabalu': 'from October to January',
  'Johor Bahru': 'from November to January',
  Philippines: 'from June to November',
  'General Luna': 'from November to February',
  Singapore: 'from November to January',
  Cambodia: 'from May to October',
  Laos: 'from May to October',
  Myanmar: 'from May to October',
  Japan: 'in June and early July',
  Sapporo: 'in August and September',
  'South Korea': 'from late June to late July',
  Taiwan: 'in May and June',
  'Hong Kong': 'from May to September',
  China: 'in June and early July',
  Shenzhen: 'from May to September',
  India: 'from June to September',
  Bengaluru: 'from June to October',
  'Sri Lanka': 'from May to September',
  Nepal: 'from June to September',
};

type Dish = { name: string; note: string };

/** Dishes worth knowing in each country; the note reads after the name and a comma or dash. */
const DISHES: Record<string, Dish[]> = {
  Thailand: [
    {
      name: 'Pad kra pao',
      note: 'minced pork or chicken stir-fried with holy basil and chilli, topped with a fried egg',
    },
    {
      name: 'Som tam',
      note: 'green papaya pounded with lime, fish sauce, peanuts and as many chillies as you dare',
    },
    { name: 'Tom yum goong', note: 'a hot and sour prawn soup sharp with lemongrass and galangal' },
    {
      name: 'Khao man gai',
      note: 'poached chicken on rice cooked in the broth, with a punchy ginger and soybean sauce',
    },
    { name: 'Gaeng keow wan', note: 'green curry, sweeter and hotter than most visitors expect' },
    { name: 'Moo ping', note: 'grilled pork skewers sold with sticky rice from dawn carts' },
    {
      name: 'Pad see ew',
      note: 'wide rice noodles charred in a hot wok with soy sauce and Chinese broccoli',
    },
    {
      name: 'Larb',
      note: 'a minced meat salad from the north-east, full of toasted rice and mint',
    },
    {
      name: 'Khao soi',
      note: 'curry noodle soup with crispy noodles on top, at its best in the north',
    },
    {
      name: 'Mango sticky rice',
      note: 'sweet sticky rice with coconut cream and ripe mango, best in the hot months',
    },
    {
      name: 'Boat noodles',
      note: 'small, intensely spiced bowls of noodle soup you order three or four at a time',
    },
    { name: 'Gai yang', note: 'marinated grilled chicken that goes with som tam and sticky rice' },
    {
      name: 'Massaman curry',
      note: 'a mild, rich curry with potatoes and peanuts that shows its Persian influences',
    },
  ],
  Vietnam: [
    { name: 'Pho bo', note: 'beef noodle soup with a clear broth simmered for hours' },
    {
      name: 'Bun cha',
      note: 'grilled pork patties in a sweet-sour dipping broth with rice vermicelli',
    },
    {
      name: 'Banh mi',
      note: 'a crackly baguette stuffed with pâté, cold cuts, pickles and coriander',
    },
    { name: 'Com tam', note: 'broken rice with a grilled pork chop, a fried egg and fish sauce' },
    { name: 'Banh xeo', note: 'a crisp turmeric pancake you wrap in lettuce and herbs' },
    {
      name: 'Goi cuon',
      note: 'fresh rice-paper rolls with prawns and herbs, dipped in peanut sauce',
    },
    {
      name: 'Bun bo Hue',
      note: 'a spicy lemongrass beef noodle soup from the old imperial capital',
    },
    { name: 'Ca phe sua da', note: 'strong drip coffee over ice with condensed milk' },
    { name: 'Banh cuon', note: 'steamed rice sheets rolled around pork and wood-ear mushrooms' },
    { name: 'Che', note: 'sweet soups and puddings of beans, jelly and coconut milk' },
    { name: 'Bun thit nuong', note: 'grilled pork on cold noodles with herbs and peanuts' },
    { name: 'Cha ca', note: 'turmeric fish fried at the table with dill and spring onion' },
    { name: 'Banh bao', note: 'fluffy steamed buns with pork, egg and sausage inside' },
  ],
  Indonesia: [
    {
      name: 'Nasi goreng',
      note: 'fried rice with sweet soy sauce, topped with a fried egg and crackers',
    },
    {
      name: 'Sate ayam',
      note: 'chicken skewers grilled over coconut husk and served with peanut sauce',
    },
    { name: 'Rendang', note: 'beef slow-cooked in coconut milk and spices until almost dry' },
    {
      name: 'Gado-gado',
      note: 'blanched vegetables, tofu and egg under a generous peanut dressing',
    },
    { name: 'Bakso', note: 'meatball soup sold from carts and tiny warungs' },
    { name: 'Soto ayam', note: 'a turmeric chicken soup with rice cakes and a squeeze of lime' },
    {
      name: 'Nasi campur',
      note: 'rice with a choice of small dishes, the everyday lunch at any warung',
    },
    { name: 'Mie goreng', note: 'fried noodles, as common at midnight as at noon' },
    { name: 'Tempeh goreng', note: 'fried fermented soybean cake, nutty and crisp' },
    {
      name: 'Martabak manis',
      note: 'a thick, sweet pancake folded around chocolate, cheese or peanuts',
    },
    { name: 'Ayam penyet', note: 'fried chicken smashed into a fiery sambal' },
    { name: 'Es cendol', note: 'iced coconut milk with palm sugar and green rice-flour jelly' },
    { name: 'Pisang goreng', note: 'fried banana fritters from afternoon street stalls' },
  ],
  Malaysia: [
    {
      name: 'Nasi lemak',
      note: 'coconut rice with sambal, anchovies, peanuts and egg, the national breakfast',
    },
    {
      name: 'Char kway teow',
      note: 'flat rice noodles fried with prawns, cockles and bean sprouts over a fierce flame',
    },
    {
      name: 'Roti canai',
      note: 'flaky flatbread with dhal or curry, eaten at any hour at mamak stalls',
    },
    {
      name: 'Laksa',
      note: 'noodle soup that changes from region to region, sour in some places and coconut-rich in others',
    },
    { name: 'Satay', note: 'grilled skewers with a chunky peanut sauce and rice cakes' },
    {
      name: 'Hainanese chicken rice',
      note: 'poached or roasted chicken on fragrant rice with chilli and ginger',
    },
    { name: 'Bak kut teh', note: 'a peppery, herbal pork rib soup eaten for breakfast' },
    {
      name: 'Nasi kandar',
      note: 'rice flooded with several curries, a Penang invention now found nationwide',
    },
    { name: 'Teh tarik', note: 'sweet milky tea poured from a height until it froths' },
    { name: 'Cendol', note: 'shaved ice with coconut milk, palm sugar and green jelly' },
    { name: 'Mee goreng mamak', note: 'yellow noodles fried with tomato, potato and chilli' },
    { name: 'Rendang', note: 'a dry, deeply spiced beef curry served at festivals and weddings' },
    {
      name: 'Kaya toast',
      note: 'toast with coconut jam and butter, with soft-boiled eggs on the side',
    },
  ],
  Philippines: [
    { name: 'Adobo', note: 'chicken or pork braised in vinegar, soy sauce, garlic and bay leaves' },
    { name: 'Sinigang', note: 'a sour tamarind soup with pork or prawns and vegetables' },
    {
      name: 'Lechon',
      note: 'whole roast pig with crackling skin, the centrepiece of any celebration',
    },
    { name: 'Sisig', note: 'chopped pork on a sizzling plate with onions, chilli and egg' },
    { name: 'Kare-kare', note: 'oxtail in a thick peanut sauce served with shrimp paste' },
    { name: 'Pancit canton', note: 'stir-fried egg noodles eaten at birthdays for a long life' },
    {
      name: 'Lumpia shanghai',
      note: 'thin fried spring rolls that disappear from every party table',
    },
    { name: 'Halo-halo', note: 'shaved ice with beans, fruit, jelly, leche flan and ube' },
    {
      name: 'Tapsilog',
      note: 'cured beef, garlic rice and a fried egg, the classic breakfast plate',
    },
    { name: 'Kinilaw', note: 'raw fish cured in vinegar with ginger and onion' },
    { name: 'Bicol express', note: 'pork cooked in coconut milk with plenty of chilli' },
    { name: 'Ensaymada', note: 'a soft, buttery brioche topped with sugar and cheese' },
    {
      name: 'Chicken inasal',
      note: 'chicken marinated in calamansi and annatto and grilled over charcoal',
    },
  ],
  Singapore: [
    {
      name: 'Hainanese chicken rice',
      note: 'poached chicken, fragrant rice, chilli and ginger, judged stall by stall',
    },
    { name: 'Laksa', note: 'curry noodle soup with cockles and prawns, eaten with a spoon' },
    { name: 'Chilli crab', note: 'crab in a sweet, spicy tomato gravy mopped up with fried buns' },
    { name: 'Char kway teow', note: 'smoky fried flat noodles with Chinese sausage and cockles' },
    { name: 'Bak chor mee', note: 'minced pork noodles dressed with black vinegar' },
    { name: 'Nasi lemak', note: 'coconut rice with fried chicken, sambal and anchovies' },
    { name: 'Roti prata', note: 'crisp flatbread with fish curry for dipping' },
    { name: 'Kaya toast', note: 'toast with coconut jam, cold butter and soft-boiled eggs' },
    { name: 'Satay', note: 'charcoal-grilled skewers that taste best at an outdoor hawker centre' },
    { name: 'Fish head curry', note: 'a whole fish head in a tangy curry, meant for sharing' },
    {
      name: 'Hokkien mee',
      note: 'prawn noodles braised in rich stock, served with lime and sambal',
    },
    { name: 'Carrot cake', note: 'fried radish cake, black with sweet soy or white and crisp' },
    { name: 'Bak kut teh', note: 'a peppery pork rib soup with endless refills of broth' },
  ],
  Cambodia: [
    {
      name: 'Fish amok',
      note: 'fish steamed in coconut curry custard, often served in a banana-leaf cup',
    },
    { name: 'Lok lak', note: 'stir-fried beef with a lime and Kampot pepper dipping sauce' },
    {
      name: 'Nom banh chok',
      note: 'fresh rice noodles with a green fish curry, sold at breakfast',
    },
    {
      name: 'Bai sach chrouk',
      note: 'grilled pork over broken rice with pickles, the morning staple',
    },
    { name: 'Kuy teav', note: 'a clear pork noodle soup eaten early in the day' },
    { name: 'Samlor korko', note: 'a thick vegetable soup that many call the national dish' },
    { name: 'Num pang', note: 'a baguette sandwich with pâté, pickles and grilled meat' },
    { name: 'Kampot pepper crab', note: 'crab fried with green peppercorns from the south coast' },
    { name: 'Lort cha', note: 'short, stubby noodles fried with bean sprouts and a fried egg' },
    { name: 'Prahok ktis', note: 'a rich dip of fermented fish, pork and coconut milk' },
    { name: 'Nom krok', note: 'little coconut rice cakes cooked in a dimpled pan' },
    { name: 'Sngor chrouk', note: 'a sour chicken soup with lemongrass and lime' },
  ],
  Laos: [
    { name: 'Larb', note: 'minced meat or fish with toasted rice, lime and mint' },
    { name: 'Tam mak hoong', note: 'a fierce papaya salad made with fermented fish sauce' },
    { name: 'Khao niao', note: 'sticky rice served in woven baskets and eaten with your fingers' },
    { name: 'Khao piak sen', note: 'thick, slippery rice noodles in chicken broth' },
    { name: 'Or lam', note: 'a peppery stew with eggplant and the numbing sakhan wood' },
    { name: 'Sai oua', note: 'herby pork sausage with lemongrass and garlic' },
    { name: 'Mok pa', note: 'fish steamed in banana leaves with herbs' },
    {
      name: 'Khao jee pâté',
      note: 'a baguette with pâté and pickles, a leftover from the French period',
    },
    { name: 'Ping kai', note: 'grilled chicken that goes with sticky rice and jeow' },
    { name: 'Jeow bong', note: 'a sweet, smoky chilli paste spread on everything' },
    { name: 'Nam khao', note: 'crispy fried rice balls crumbled into a salad with sour pork' },
    { name: 'Khao soi', note: 'a Lao take on noodle soup with a tomato and pork sauce' },
  ],
  Myanmar: [
    {
      name: 'Mohinga',
      note: 'rice noodles in a fish and lemongrass broth, the breakfast of the nation',
    },
    {
      name: 'Laphet thoke',
      note: 'pickled tea leaves tossed with fried beans, peanuts and tomato',
    },
    { name: 'Shan noodles', note: 'rice noodles with a mild tomato and chicken sauce' },
    { name: 'Ohn no khao swe', note: 'coconut chicken noodle soup with crispy toppings' },
    {
      name: 'Burmese curry',
      note: 'oily, slow-cooked curries served with a spread of side dishes',
    },
    { name: 'Samusa thoke', note: 'chopped samosas in a tangy soup-salad' },
    { name: 'Mont lin ma yar', note: 'little "husband and wife" rice cakes cooked in pairs' },
    { name: 'Htamin jin', note: 'rice kneaded with tomato and fish, a Shan speciality' },
    { name: 'Nan gyi thoke', note: 'thick rice noodles with chicken curry and chickpea flour' },
    { name: 'Laphet yay', note: 'sweet milky tea, ordered by strength at any tea shop' },
    { name: 'Kyay oh', note: 'a noodle soup with pork balls, eaten late into the night' },
    { name: 'Falooda', note: 'a rose-syrup dessert drink with jelly and ice cream' },
  ],
  Japan: [
    { name: 'Ramen', note: 'noodle soup that changes style from city to city' },
    { name: 'Sushi', note: 'from conveyor-belt counters to quiet omakase bars' },
    { name: 'Okonomiyaki', note: 'a savoury cabbage pancake cooked on a hotplate' },
    { name: 'Tonkatsu', note: 'breaded pork cutlet with shredded cabbage and a thick sauce' },
    { name: 'Udon', note: 'thick wheat noodles in a light dashi broth' },
    { name: 'Yakitori', note: 'chicken skewers grilled over charcoal in tiny smoky bars' },
    { name: 'Karaage', note: 'juicy fried chicken marinated in soy, ginger and garlic' },
    {
      name: 'Onigiri',
      note: 'rice balls from any convenience store, better than they have any right to be',
    },
    { name: 'Gyudon', note: 'sweet simmered beef over rice, fast and cheap' },
    { name: 'Tempura', note: 'seafood and vegetables in the lightest possible batter' },
    { name: 'Oden', note: 'fish cakes, egg and radish simmered in broth, a winter comfort' },
    { name: 'Soba', note: 'buckwheat noodles, served cold with a dipping sauce in summer' },
    { name: 'Matcha desserts', note: 'green tea in soft-serve, parfaits and cakes' },
  ],
  'South Korea': [
    {
      name: 'Bibimbap',
      note: 'rice topped with vegetables, egg and chilli paste, mixed at the table',
    },
    { name: 'Samgyeopsal', note: 'pork belly grilled at the table and wrapped in lettuce' },
    { name: 'Kimchi jjigae', note: 'a bubbling kimchi stew with pork and tofu' },
    { name: 'Tteokbokki', note: 'chewy rice cakes in a sweet, spicy red sauce' },
    { name: 'Korean fried chicken', note: 'double-fried and glazed, best with a cold beer' },
    { name: 'Naengmyeon', note: 'cold buckwheat noodles in an icy broth for hot days' },
    { name: 'Gimbap', note: 'seaweed rice rolls that make the perfect hiking lunch' },
    { name: 'Sundubu jjigae', note: 'soft tofu stew served still boiling in a stone pot' },
    { name: 'Bulgogi', note: 'thin slices of marinated beef grilled until caramelised' },
    { name: 'Hotteok', note: 'sweet pancakes filled with brown sugar and nuts' },
    { name: 'Samgyetang', note: 'a whole young chicken stuffed with rice and ginseng' },
    { name: 'Japchae', note: 'glass noodles stir-fried with vegetables and sesame oil' },
    { name: 'Haemul pajeon', note: 'a seafood and spring onion pancake for rainy days' },
  ],
  Taiwan: [
    {
      name: 'Beef noodle soup',
      note: 'braised beef in a deep, spiced broth, argued over by every local',
    },
    { name: 'Xiaolongbao', note: 'soup dumplings with delicate pleated skins' },
    { name: 'Lu rou fan', note: 'braised pork belly over rice, cheap and deeply comforting' },
    { name: 'Gua bao', note: 'steamed buns with braised pork, peanut powder and pickled greens' },
    { name: 'Stinky tofu', note: 'fermented tofu, fried or stewed, smelt long before it is seen' },
    {
      name: 'Oyster omelette',
      note: 'eggs, oysters and sweet potato starch with a sweet red sauce',
    },
    { name: 'Bubble tea', note: 'milk tea with tapioca pearls in endless variations' },
    { name: 'Scallion pancake', note: 'flaky, layered flatbread fried until crisp' },
    {
      name: 'Fan tuan',
      note: 'sticky rice rolled around fried dough and pickles, a breakfast staple',
    },
    { name: 'Shaved ice', note: 'mountains of snowflake ice with mango or red beans' },
    { name: 'Popcorn chicken', note: 'salt-and-pepper fried chicken with fried basil leaves' },
    { name: 'Dan bing', note: 'an egg crêpe rolled with cheese, corn or bacon at breakfast shops' },
    { name: 'Pineapple cake', note: 'a buttery pastry with a sweet pineapple filling' },
  ],
  'Hong Kong': [
    { name: 'Har gow', note: 'translucent prawn dumplings, the test of any dim sum kitchen' },
    { name: 'Siu mai', note: 'open-topped pork and prawn dumplings' },
    { name: 'Char siu', note: 'barbecued pork with a sticky, sweet glaze' },
    { name: 'Wonton noodles', note: 'springy egg noodles and prawn wontons in a clear broth' },
    {
      name: 'Roast goose',
      note: 'crisp-skinned goose from the roast-meat shops, served over rice',
    },
    { name: 'Egg tarts', note: 'warm custard tarts in flaky or shortcrust pastry' },
    {
      name: 'Pineapple bun',
      note: 'a sweet bun with a crackly top, best with a slab of cold butter',
    },
    { name: 'Milk tea', note: 'strong, silky tea with evaporated milk from the cha chaan teng' },
    {
      name: 'Claypot rice',
      note: 'rice cooked with sausage and chicken until a crust forms at the bottom',
    },
    { name: 'Cheung fun', note: 'silky rice noodle rolls with soy sauce' },
    { name: 'Curry fish balls', note: 'skewered fish balls in curry sauce from street stalls' },
    { name: 'Egg waffles', note: 'bubble-shaped waffles eaten hot from a paper bag' },
    { name: 'Congee', note: 'smooth rice porridge with century egg and pork' },
  ],
  China: [
    { name: 'Xiaolongbao', note: 'soup dumplings that need to be eaten carefully' },
    { name: 'Hot pot', note: 'a simmering pot at the table for cooking meat and vegetables' },
    {
      name: 'Jianbing',
      note: 'a crêpe with egg, crispy cracker and sauce, made in seconds at breakfast',
    },
    {
      name: 'Kung pao chicken',
      note: 'chicken with peanuts and dried chillies, nothing like the takeaway version',
    },
    { name: 'Mapo tofu', note: 'silky tofu in a numbing Sichuan pepper sauce' },
    { name: 'Peking duck', note: 'roast duck carved at the table and wrapped in thin pancakes' },
    { name: 'Lamian', note: 'hand-pulled noodles in beef broth' },
    { name: 'Jiaozi', note: 'boiled dumplings dipped in black vinegar' },
    { name: 'Baozi', note: 'steamed buns stuffed with pork or vegetables' },
    { name: 'Dim sum', note: 'small plates with tea, the Cantonese way to spend a morning' },
    { name: 'Chuan', note: 'cumin-spiced skewers grilled late at night' },
    { name: 'Hong shao rou', note: 'red-braised pork belly, glossy and sweet' },
    { name: 'Biang biang noodles', note: 'belt-wide noodles with chilli oil' },
  ],
  India: [
    { name: 'Masala dosa', note: 'a crisp fermented crêpe filled with spiced potato' },
    { name: 'Thali', note: 'a round platter of small curries, dal, rice and bread' },
    { name: 'Biryani', note: 'layered rice and meat cooked slowly with whole spices' },
    { name: 'Pani puri', note: 'hollow puffs filled with spiced water, eaten in one bite' },
    { name: 'Chole bhature', note: 'spiced chickpeas with puffed fried bread' },
    { name: 'Idli and vada', note: 'steamed rice cakes and lentil doughnuts with sambar' },
    { name: 'Butter chicken', note: 'chicken in a mild, creamy tomato sauce' },
    { name: 'Masala chai', note: 'sweet spiced tea from street stalls, served in small glasses' },
    { name: 'Pav bhaji', note: 'a buttery vegetable mash with soft bread rolls' },
    { name: 'Samosa', note: 'fried pastries filled with potato and peas' },
    { name: 'Dal makhani', note: 'black lentils slow-cooked with butter and cream' },
    { name: 'Kathi roll', note: 'a paratha wrapped around grilled meat or paneer' },
    { name: 'Lassi', note: 'a cooling yoghurt drink, sweet, salted or mango' },
  ],
  'Sri Lanka': [
    { name: 'Rice and curry', note: 'rice with four or five curries, the everyday lunch' },
    {
      name: 'Hoppers',
      note: 'bowl-shaped rice-flour pancakes, best with an egg cracked in the middle',
    },
    { name: 'String hoppers', note: 'nests of steamed rice noodles with dhal and coconut sambol' },
    {
      name: 'Kottu roti',
      note: 'chopped flatbread stir-fried on a griddle with a rhythmic clatter',
    },
    { name: 'Lamprais', note: 'rice and curries baked in a banana leaf, a Dutch Burgher dish' },
    { name: 'Pol sambol', note: 'fresh coconut pounded with chilli, onion and lime' },
    { name: 'Isso vadei', note: 'lentil fritters topped with whole prawns' },
    { name: 'Parippu', note: 'a mild, creamy dhal cooked with coconut milk' },
    { name: 'Ambul thiyal', note: 'a sour fish curry cooked dry with goraka' },
    { name: 'Kiribath', note: 'coconut milk rice cut into diamonds for celebrations' },
    { name: 'Watalappan', note: 'a jaggery and coconut custard with cardamom' },
    { name: 'Wood apple juice', note: 'a thick, tangy juice that divides opinion' },
  ],
  Nepal: [
    {
      name: 'Dal bhat',
      note: 'lentils, rice and vegetable curry with free refills, the fuel of every trek',
    },
    { name: 'Momo', note: 'steamed or fried dumplings with a tomato and sesame achar' },
    { name: 'Thukpa', note: 'a Tibetan-style noodle soup for cold evenings' },
    { name: 'Sel roti', note: 'a ring-shaped, slightly sweet rice doughnut' },
    { name: 'Chatamari', note: 'a thin Newari rice-flour crêpe with egg or meat on top' },
    { name: 'Bara', note: 'savoury lentil patties, often with an egg on top' },
    { name: 'Yomari', note: 'steamed rice-flour dumplings filled with molasses and sesame' },
    { name: 'Sekuwa', note: 'spiced meat grilled over wood fire' },
    { name: 'Gundruk', note: 'fermented leafy greens used in soups and pickles' },
    { name: 'Juju dhau', note: 'the creamy "king of curds" from Bhaktapur' },
    { name: 'Aloo tama', note: 'a sour curry of potatoes and bamboo shoots' },
    { name: 'Thakali set', note: 'a refined dal bhat with ghee, pickles and buckwheat' },
  ],
};

/** What each city is known for on the plate, ahead of the national dishes. */
const CITY_DISHES: Record<string, Dish[]> = {
  'Chiang Mai': [
    { name: 'Khao soi', note: 'the northern curry noodle soup the city is famous for' },
    { name: 'Sai oua', note: 'a northern sausage packed with herbs, sold at every fresh market' },
  ],
  'Chiang Rai': [{ name: 'Nam ngiao', note: 'a tomato and pork rib noodle soup from the north' }],
  Phuket: [
    {
      name: 'Mee hokkien',
      note: 'thick yellow noodles fried the way the island’s Hokkien families make them',
    },
    { name: 'Moo hong', note: 'pork belly braised with black pepper and garlic' },
  ],
  Hanoi: [
    { name: 'Bun cha', note: 'grilled pork and noodles, eaten at lunchtime on plastic stools' },
  ],
  'Hoi An': [
    { name: 'Cao lau', note: 'chewy noodles with pork and greens, found almost nowhere else' },
    { name: 'Com ga', note: 'turmeric chicken rice with herbs and onion' },
  ],
  'Da Nang': [
    { name: 'Mi Quang', note: 'turmeric noodles with a little rich broth, pork and prawns' },
  ],
  'Nha Trang': [{ name: 'Bun cha ca', note: 'fish-cake noodle soup from the harbour stalls' }],
  'Da Lat': [
    {
      name: 'Banh trang nuong',
      note: 'grilled rice paper with egg and spring onion, the night-market snack',
    },
  ],
  'Ho Chi Minh City': [
    { name: 'Hu tieu', note: 'a clear pork noodle soup with southern flavours' },
  ],
  Ubud: [{ name: 'Babi guling', note: 'Balinese roast suckling pig with crackling and lawar' }],
  Canggu: [
    { name: 'Nasi campur Bali', note: 'rice with Balinese sambal matah and shredded chicken' },
  ],
  Yogyakarta: [
    { name: 'Gudeg', note: 'young jackfruit stewed for hours in palm sugar and coconut milk' },
  ],
  Bandung: [{ name: 'Batagor', note: 'fried fish dumplings with peanut sauce' }],
  Jakarta: [
    { name: 'Kerak telor', note: 'a Betawi egg and sticky-rice omelette cooked over charcoal' },
  ],
  'George Town': [
    { name: 'Assam laksa', note: 'a sour, fishy tamarind noodle soup that Penang is proud of' },
    { name: 'Char kway teow', note: 'Penang’s benchmark version, smoky and full of cockles' },
  ],
  Ipoh: [
    { name: 'Bean sprout chicken', note: 'poached chicken with fat, crunchy local bean sprouts' },
    { name: 'White coffee', note: 'coffee roasted with margarine and served with condensed milk' },
  ],
  Malacca: [
    { name: 'Chicken rice balls', note: 'chicken rice shaped into balls, a Malacca speciality' },
  ],
  'Kota Kinabalu': [
    { name: 'Tuaran mee', note: 'springy egg noodles fried with char siu, from nearby Tuaran' },
  ],
  'Johor Bahru': [{ name: 'Mee rebus', note: 'yellow noodles in a thick, sweet potato gravy' }],
  'Cebu City': [
    { name: 'Cebu lechon', note: 'roast pig stuffed with lemongrass, eaten without sauce' },
  ],
  'Davao City': [
    { name: 'Durian', note: 'the pungent king of fruits, sold by the kilo in season' },
  ],
  'Siem Reap': [
    {
      name: 'Red tree ant beef',
      note: 'stir-fried beef with sour tree ants, a Siem Reap favourite',
    },
  ],
  'Luang Prabang': [{ name: 'Or lam', note: 'the town’s signature peppery stew' }],
  Yangon: [{ name: 'Mohinga', note: 'fish noodle soup from pavement stalls at dawn' }],
  Tokyo: [
    {
      name: 'Monjayaki',
      note: 'a runny griddle dish that Tokyoites love and visitors puzzle over',
    },
  ],
  Osaka: [
    { name: 'Takoyaki', note: 'molten octopus balls from Dotonbori stands' },
    { name: 'Kushikatsu', note: 'deep-fried skewers with a shared sauce pot you dip only once' },
  ],
  Kyoto: [{ name: 'Yudofu', note: 'simmered tofu served near the temples of the east' }],
  Fukuoka: [
    {
      name: 'Hakata ramen',
      note: 'rich tonkotsu broth with thin noodles and a refill, called kaedama',
    },
  ],
  Sapporo: [
    { name: 'Miso ramen', note: 'the city’s own ramen, rich and topped with butter and corn' },
    { name: 'Soup curry', note: 'a thin, spicy curry broth with whole vegetables' },
  ],
  Busan: [
    { name: 'Dwaeji gukbap', note: 'pork and rice soup that Busan claims as its own' },
    { name: 'Milmyeon', note: 'cold wheat noodles created in Busan during the war years' },
  ],
  Taichung: [
    { name: 'Sun cakes', note: 'flaky pastries filled with maltose, a Taichung souvenir' },
  ],
  Shanghai: [{ name: 'Shengjian bao', note: 'pan-fried soup buns with crisp bottoms' }],
  Shenzhen: [
    { name: 'Cantonese roast meats', note: 'char siu and roast duck from neighbourhood shops' },
  ],
  Mumbai: [
    { name: 'Vada pav', note: 'a spiced potato fritter in a bun, the city’s working lunch' },
    { name: 'Pav bhaji', note: 'the Mumbai original, buttery and eaten late by the beach' },
  ],
  Goa: [
    { name: 'Goan fish curry', note: 'a sour coconut curry with kokum, eaten with rice' },
    { name: 'Pork vindaloo', note: 'the real thing, tangy with vinegar and garlic' },
  ],
  Bengaluru: [{ name: 'Benne dosa', note: 'a small, buttery dosa from the old darshinis' }],
  Colombo: [{ name: 'Crab curry', note: 'lagoon crab in a fiery curry, messy and worth it' }],
  Kathmandu: [
    { name: 'Newari khaja set', note: 'beaten rice with spiced meat, beans and pickles' },
  ],
  Pokhara: [{ name: 'Thakali thali', note: 'the refined dal bhat of the Annapurna villages' }],
};

/* ------------------------------------------------------------------------------------------------
 * Place facts, worked out once per article
 * ---------------------------------------------------------------------------------------------- */

/** 'the Old Quarter', 'the West District', 'Sukhumvit': a neighbourhood as it reads in a sentence. */
function neighbourhoodName(name: string): string {
  return /^(Old|New|Former) |District$/.test(name) ? `the ${name}` : name;
}

/**
 * Neighbourhoods that share a name with one in other places ('Poblacion' is the old centre of
 * many Philippine towns), as they are known locally, so that a sentence naming one is not word
 * for word a sentence about the others.
 */
const LOCAL_NAMES: Record<string, Record<string, string>> = {
  'Davao City': { Poblacion: 'Poblacion District' },
};

/** Capitals at the start of every sentence, heading and list item ('the Old Quarter is ...'). */
function capitaliseSentences(text: string): string {
  return text.replace(
    /(^|[.!?]\s+|^#+\s+(?:\d+\.\s+)?|^-\s+(?:\*\*)?)([a-z])/gm,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}

function countryFor(place: Place): CountryFacts {
  return countries.find((candidate) => candidate.name === place.country) ?? countries[0]!;
}

/** Names with full stops or honorifics split sentences and read badly mid-sentence. */
function usableName(name: string): boolean {
  return !name.includes('.') && !/^(Sir|Dr|St)\b/.test(name);
}

/** The permit a local employer would arrange: a work visa first, a business visa second. */
function workVisa(country: CountryFacts): string | null {
  const candidates = country.visaTypes.filter(
    (type) => !/holiday|nomad|remote|workation|destination|talent|gold card/i.test(type),
  );
  for (const pattern of [
    /work|employment|\(z\)|e-7|9\(g\)|engineer/i,
    /business|skilled|s pass/i,
  ]) {
    const found = candidates.find((type) => pattern.test(type));
    if (found) return found;
  }
  return null;
}

/** The stay permits a country lists, sorted into the kinds an article talks about. */
function visaKinds(country: CountryFacts) {
  const find = (pattern: RegExp) => country.visaTypes.find((type) => pattern.test(type)) ?? null;
  const shortType =
    find(/tourist|visitor|visit|exempt|arrival|e-visa|eta\b|k-eta|visa-free|temporary visitor/i) ??
    country.visaTypes[0]!;
  /** As it reads after 'arrive on': 'the Tourist Visa (TR)', 'visa-free entry'. */
  const short = /visa-(free|exempt) entry/i.test(shortType)
    ? /exempt/i.test(shortType)
      ? 'visa-exempt entry'
      : 'visa-free entry'
    : /^temporary visitor$/i.test(shortType)
      ? 'Temporary Visitor status'
      : `the ${shortType}`;
  return {
    short,
    nomad: find(/nomad|remote|workation|destination|designated|ltr|long-term resident/i),
    work: workVisa(country),
    retire: find(/retire|mm2h|second home|srrv|resident guest|o-a/i),
    student: find(/student|study|education|x1/i),
    all: country.visaTypes,
  };
}

export type PlaceFacts = ReturnType<typeof placeFacts>;

function placeFacts(place: Place, country: CountryFacts, faker: Faker) {
  const extra = EXTRAS[country.name] ?? EXTRAS.Thailand!;
  const scale = COST_SCALE[place.costOfLiving];
  const hoods = faker.helpers.shuffle(
    place.neighborhoods.map((name) => neighbourhoodName(LOCAL_NAMES[place.city]?.[name] ?? name)),
  );
  const named = place.coworking.filter(
    (space) => !/^(Cafes|Coworking)/.test(space) && usableName(space),
  );
  const informal = place.coworking
    .filter((space) => /^(Cafes|Coworking)/.test(space))
    .map((space) => midSentence(space).replace(/^cafes\b/, 'cafés'));
  const publicHospitals = place.hospitals.public.filter(usableName);
  const privateHospitals = place.hospitals.private.filter(usableName);
  const t = place.temperature;
  const climate: 'cold' | 'temperate' | 'mild' | 'tropical' =
    t <= 13 ? 'cold' : t <= 18 ? 'temperate' : t <= 24 ? 'mild' : 'tropical';
  const text = `${place.description} ${place.highlights.join(' ')}`;
  const coastal = /beach|sea\b|bay\b|island|coast|harbour|surf|port\b|strait|ocean/i.test(text);
  const size: 'megacity' | 'big city' | 'city' | 'town' =
    place.population >= 5_000_000
      ? 'megacity'
      : place.population >= 1_000_000
        ? 'big city'
        : place.population >= 200_000
          ? 'city'
          : 'town';
  const airportName = place.airport.replace(/\s*\([A-Z]{3}\)$/, '');
  const airportCode = /\(([A-Z]{3})\)/.exec(place.airport)?.[1] ?? '';
  const local = (usd: number) => numberFormat.format(toLocal(usd * scale, country.currency));
  return {
    place,
    country,
    city: place.city,
    countryName: country.name,
    cityState: place.city === country.name,
    region: country.region,
    hoods,
    hood: (index: number) => hoods[index % hoods.length]!,
    named,
    informal,
    publicHospitals,
    privateHospitals,
    hospitals: [...privateHospitals, ...publicHospitals],
    airport: place.airport,
    airportName,
    airportCode,
    industries: place.industries.map(industryWord),
    highlights: place.highlights.map(midSentence),
    rawHighlights: place.highlights,
    temperature: t,
    climate,
    tropical: climate === 'tropical' || (climate === 'mild' && country.region !== 'East Asia'),
    coastal,
    size,
    population: populationText(place.population),
    cost: place.costOfLiving,
    currency: country.currency,
    currencyName: country.currencyName,
    language: (country.languages[0] ?? 'the local language').replace(/^Chinese \((\w+)\)$/, '$1'),
    english: country.languages.includes('English'),
    emergency: country.emergency,
    visa: visaKinds(country),
    extra,
    /** The transit card, where the city is big enough for trains and buses to be the norm. */
    transitCard: size === 'megacity' || size === 'big city' ? extra.transitCard : null,
    wet: WET_SEASON[place.city] ?? WET_SEASON[country.name] ?? 'in the middle of the year',
    wetName: extra.wetName,
    /** One local amount, e.g. '12,000 THB', from a US-dollar price in a mid-cost city. */
    money: (usd: number) => `${local(usd)} ${country.currency}`,
    /** A local range, e.g. '12,000–18,000 THB'. */
    range: (minUsd: number, maxUsd: number) =>
      `${local(minUsd)}–${local(maxUsd)} ${country.currency}`,
    /** The same figure in US dollars, for comparing two countries. */
    usd: (usd: number) => {
      const value = usd * scale;
      return `US$${numberFormat.format(value < 20 ? Math.round(value) : Math.round(value / 10) * 10)}`;
    },
    scale,
  };
}

/* ------------------------------------------------------------------------------------------------
 * The writer: choices, paragraphs and lists for one article
 * ---------------------------------------------------------------------------------------------- */

type Writer = ReturnType<typeof makeWriter>;

function makeWriter(input: WriteArticleInput) {
  const { faker } = input;
  const used = new Set<string>();
  const P = placeFacts(input.place, input.country, faker);
  const Q = placeFacts(input.other, input.otherCountry, faker);
  const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items as T[]);
  return {
    faker,
    P,
    Q,
    pick,
    /** Some of the items, in random order. */
    some: <T>(items: readonly T[], count: number): T[] =>
      faker.helpers.arrayElements(items as T[], Math.min(count, items.length)),
    shuffle: <T>(items: readonly T[]): T[] => faker.helpers.shuffle([...items]),
    /** True about `percent` times in a hundred. */
    chance: (percent: number) => faker.number.int({ min: 0, max: 99 }) < percent,
    int: (min: number, max: number) => faker.number.int({ min, max }),
    /**
     * A draw pile of phrasings: each call deals the next one in a shuffled order, so a list of
     * similar items (neighbourhoods, dishes) never repeats a phrasing until all have been used.
     */
    deck: <A extends unknown[]>(options: Array<(...args: A) => string>) => {
      let order = faker.helpers.shuffle([...options]);
      let next = 0;
      return (...args: A): string => {
        if (next >= order.length) {
          order = faker.helpers.shuffle([...options]);
          next = 0;
        }
        return order[next++]!(...args);
      };
    },
    /** One of the phrasings, never one this article has already used. */
    o: (...options: string[]): string => {
      const fresh = options.filter((option) => !used.has(option));
      const choice = pick(fresh.length ? fresh : options);
      used.add(choice);
      return choice;
    },
  };
}

/** Sentences into a paragraph. */
function para(...sentences: Array<string | false | null | undefined>): string {
  return sentences.filter(Boolean).join(' ');
}

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function h2(text: string): string {
  return `## ${text}`;
}

function h3(text: string): string {
  return `# ${text}`;
}

/** 'Bangkok, Thailand' for most places, plain 'Singapore' for a city-state. */
function cityAndCountry(facts: PlaceFacts): string {
  return facts.cityState ? facts.city : `${facts.city}, ${facts.countryName}`;
}

/** The nearest other places, closest first, with their distance in kilometres. */
function nearby(place: Place, count: number): Array<{ place: Place; km: number }> {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const distance = (other: Place) => {
    const dLat = rad(other.latitude - place.latitude);
    const dLon = rad(other.longitude - place.longitude);
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(rad(place.latitude)) * Math.cos(rad(other.latitude)) * Math.sin(dLon / 2) ** 2;
    return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
  };
  return places
    .filter((other) => other.city !== place.city)
    .map((other) => ({ place: other, km: distance(other) }))
    .filter((entry) => entry.km > 5)
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

/* ------------------------------------------------------------------------------------------------
 * Snippets several articles lean on, each phrased around the place so they stay its own
 * ---------------------------------------------------------------------------------------------- */

type Parts = { title: string; intro: string; sections: string[]; keywords: string[] };

function sizePhrase(P: PlaceFacts): string {
  switch (P.size) {
    case 'megacity':
      return `a megacity of some ${P.population} people`;
    case 'big city':
      return `a big city of around ${P.population} people`;
    case 'city':
      return `a city of roughly ${P.population} people`;
    default:
      return `a small place of about ${P.population} people`;
  }
}

function climatePhrase(P: PlaceFacts): string {
  switch (P.climate) {
    case 'cold':
      return `proper winters, with an average temperature of just ${P.temperature}°C across the year`;
    case 'temperate':
      return `four distinct seasons around a yearly average of ${P.temperature}°C`;
    case 'mild':
      return `a mild climate that averages ${P.temperature}°C`;
    default:
      return `heat all year round, averaging ${P.temperature}°C`;
  }
}

/** The options that belong to one of four slots, so that different callers never share one. */
function forSlot<T>(options: readonly T[], slot: number): T[] {
  const mine = options.filter((_, index) => index % 4 === slot % 4);
  return mine.length ? mine : [...options];
}

/**
 * How people get from A to B, in one sentence. Each article kind passes its own `slot`, so two
 * articles about the same city never describe it with the same sentence.
 */
function transportLine(w: Writer, P: PlaceFacts, slot: number): string {
  const o = (...options: string[]) => w.o(...forSlot(options, slot));
  const { rides } = P.extra;
  const { transitCard } = P;
  const hood = P.hood(1);
  if (transitCard)
    return o(
      `Public transport in ${P.city} is the backbone of daily life: load ${transitCard} and you can ride trains and buses without thinking about fares.`,
      `Most people in ${P.city} live by public transport, tapping ${transitCard} on trains and buses and rarely taking a taxi.`,
      `Getting around ${P.city} is easy once you have ${transitCard}, which covers trains and buses across the city.`,
      `In ${P.city}, ${transitCard} and a good pair of shoes will take you almost anywhere you need to go.`,
      `Trains and buses do the heavy lifting in ${P.city}, and paying with ${transitCard} makes every journey simple.`,
    );
  if (rides)
    return o(
      `Most newcomers in ${P.city} get around with ${rides}, which show the fare up front and save a lot of haggling.`,
      `Ride-hailing through ${rides} is how many foreigners in ${P.city} cover short trips, including the run from ${hood} to the centre.`,
      `${rides} ${rides.includes(' and ') || rides.includes(',') ? 'work' : 'works'} well across ${P.city}, and a short ride from ${hood} costs around ${P.money(3)}.`,
      `For short trips around ${P.city}, ${rides} ${rides.includes(' and ') || rides.includes(',') ? 'are' : 'is'} the default, with fixed fares and no language barrier.`,
      `A car or motorbike taxi booked through ${rides} gets you from ${hood} to most of ${P.city} quickly and cheaply.`,
    );
  return o(
    `Without a dominant ride-hailing app, people in ${P.city} rely on metered taxis, buses and their own two feet.`,
    `Taxis, buses and walking cover most trips in ${P.city}, and agreeing a fare before you get in avoids arguments.`,
    `Getting around ${P.city} means taxis, buses and plenty of walking, and a fare agreed in advance keeps everyone happy.`,
    `In ${P.city}, metered taxis and local buses cover most journeys, and ${hood} is walkable once you know it.`,
  );
}

/** Where foreigners go for care, in one sentence; `slot` works as for transportLine. */
function hospitalLine(w: Writer, P: PlaceFacts, slot: number): string {
  const o = (...options: string[]) => w.o(...forSlot(options, slot));
  const privateOne = P.privateHospitals[0];
  const publicOne = P.publicHospitals[0];
  if (privateOne && publicOne)
    return o(
      `Most expats in ${P.city} use private care at ${privateOne}, while ${publicOne} handles serious emergencies and costs far less.`,
      `${privateOne} is where many foreigners in ${P.city} register first, with ${publicOne} as the large public option.`,
      `For English-speaking doctors, ${privateOne} is the usual first call in ${P.city}; ${publicOne} is busier but very experienced.`,
      `Foreign residents of ${P.city} tend to choose ${privateOne} for routine care and keep ${publicOne} in mind for major emergencies.`,
      `In ${P.city}, ${privateOne} is the private hospital most newcomers know by name, and ${publicOne} is the big public alternative.`,
      `Private care in ${P.city} usually means ${privateOne}; public care means ${publicOne}, which is cheaper and very busy.`,
    );
  const [first, second] = P.hospitals;
  if (first && second)
    return o(
      `Foreigners in ${P.city} mostly use ${first} or ${second}, both private and used to international patients.`,
      `For most problems, people in ${P.city} choose between ${first} and ${second}, and both deal with insurers directly.`,
      `${first} and ${second} are the two names every newcomer to ${P.city} should know.`,
      `In ${P.city}, ${first} is the usual first stop for foreigners, with ${second} a good alternative.`,
    );
  const only = first ?? `the main hospital in ${P.city}`;
  return o(
    `${P.city} has a modest choice of hospitals, and ${only} is where most people end up, with serious cases transferred to a bigger city.`,
    `Healthcare in ${P.city} centres on ${only}; for anything complex, residents travel to a larger city ${P.cityState ? 'nearby' : `elsewhere in ${P.countryName}`}.`,
    `For most problems, people in ${P.city} go to ${only}, and complicated cases are referred on to a larger hospital.`,
    `Medical care in ${P.city} is basic beyond ${only}, so good insurance with evacuation cover matters more here than in a big city.`,
  );
}

/** Phrases for what a neighbourhood is like, each ending without a full stop. */
const HOOD_CHARACTER = [
  'a busy, central area where you can do almost everything on foot',
  'a quieter residential area with a steady supply of small local restaurants',
  'a mix of older shophouses and newer apartment blocks',
  'an area that fills with cafés and small bars in the evening',
  'a practical, lived-in neighbourhood with a fresh market at its heart',
  'an area popular with families for its space and calmer streets',
  'a place that has changed fast, with new condos going up among older homes',
  'a neighbourhood with a strong local feel and very few tourists',
];

/** Who a neighbourhood suits. */
const HOOD_AUDIENCE = [
  'first-timers who want everything close by',
  'remote workers who need good cafés and reliable internet',
  'couples looking for a calmer base',
  'families who want more space for the money',
  'people on a tight budget',
  'anyone who wants to practise the language',
  'people who like to go out at night',
  'long-stayers ready to live more like locals',
];

function keywordsFor(P: PlaceFacts, ...topics: string[]): string[] {
  const base = P.cityState ? [P.city] : [P.city, P.countryName];
  return [...base, ...topics].slice(0, 6);
}

/* ------------------------------------------------------------------------------------------------
 * Guides
 * ---------------------------------------------------------------------------------------------- */

function livingGuide(w: Writer): Parts {
  const { P } = w;
  const [a, b, c, d] = [0, 1, 2, 3].map(P.hood) as [string, string, string, string];
  const characters = w.shuffle(HOOD_CHARACTER);
  const audiences = w.shuffle(HOOD_AUDIENCE);
  const reason =
    P.cost === 'Low'
      ? 'a cost of living far below most Western cities'
      : P.cost === 'Medium'
        ? 'a cost of living that still compares well with Europe or Australia'
        : 'salaries that make a high cost of living worthwhile';
  const intro = w.o(
    `${P.city} is ${sizePhrase(P)}, and living here is a different thing from visiting. This guide covers where to live, what things cost, getting around, healthcare, visas and the small habits that make a move to ${cityAndCountry(P)} go smoothly.`,
    `Thinking of moving to ${P.city}? Here is what we tell friends who ask: which neighbourhoods to look at, what a month really costs, how doctors and visas work, and what daily life in ${cityAndCountry(P)} feels like once the novelty wears off.`,
  );
  const sections = [
    h2(`Why people move to ${P.city}`),
    para(
      describe(P.place),
      `Most of the foreigners we meet in ${P.city} came for one of three things: work in ${P.industries[0]} or ${P.industries[1]}, ${reason}, or simply ${list([P.highlights[0], P.highlights[1]])} on their doorstep.`,
      w.o(
        `Plenty arrive for a month and are still in ${P.city} years later.`,
        `Many of them planned a short stay in ${P.city} and quietly extended it.`,
      ),
    ),
    para(
      `Life in ${P.city} moves to ${P.climate === 'tropical' ? 'the rhythm of the heat' : P.climate === 'mild' ? 'the rhythm of the weather' : 'the rhythm of the seasons'}: the city has ${climatePhrase(P)}.`,
      P.english
        ? `English is widely spoken in ${P.city}, which makes the first months much easier than in many parts of Asia.`
        : `${P.language} is the language of daily life in ${P.city}, and even a few phrases change how people respond to you.`,
    ),
    h2('Where to live'),
    para(
      `${P.city}'s neighbourhoods differ more than a map suggests, so spend a few days in two or three before you sign anything.`,
      `These are the areas we hear about most often from people settling in ${P.city}:`,
    ),
    bullets([
      `**${a}**: ${characters[0]}, good for ${audiences[0]}`,
      `**${b}**: ${characters[1]}, good for ${audiences[1]}`,
      `**${c}**: ${characters[2]}, good for ${audiences[2]}`,
      `**${d}**: ${characters[3]}, good for ${audiences[3]}`,
    ]),
    para(
      `A modern one-bedroom in ${a} or ${b} typically costs ${P.range(550, 950)} a month, while a simpler local-style apartment in ${d} can come in at ${P.range(280, 480)}.`,
      w.o(
        `Short-term rentals in ${P.city} cost noticeably more, so most people book a few weeks and then look in person.`,
        `Landlords in ${P.city} usually ask for a deposit of one or two months plus the first month up front.`,
      ),
    ),
    h2('What a month costs'),
    para(
      `For a single person living comfortably but not lavishly, a month in ${P.city} tends to cost ${P.range(900, 1500)}, rent included.`,
      P.cost === 'High'
        ? `Rent in ${P.city} swallows the biggest share of that, so the neighbourhood you pick matters more than anything else.`
        : `Eating out in ${P.city} is cheap enough that many people hardly cook, which changes the budget more than you might expect.`,
    ),
    bullets([
      `Rent (one-bedroom): ${P.range(400, 950)}`,
      `Utilities: ${P.range(50, 110)}`,
      `Mobile data: ${P.range(8, 18)}`,
      `Local lunch: ${P.range(2, 5)}`,
      `Restaurant dinner: ${P.range(20, 45)}`,
      `Gym membership: ${P.range(30, 60)}`,
    ]),
    h2('Getting around'),
    para(
      transportLine(w, P, 0),
      `The main airport is ${P.airport}, and ${w.o(`the transfer into ${P.city} is the first thing worth sorting`, `it is worth checking how long the ride to ${a} takes at rush hour before you book evening flights`)}.`,
      P.size === 'town'
        ? `${P.city} is small enough that many residents rent a scooter or bicycle by the month for around ${P.range(45, 90)}.`
        : `Traffic in ${P.city} can turn a short distance into a long trip, so living near where you spend your days pays off.`,
    ),
    h2('Healthcare'),
    para(
      hospitalLine(w, P, 0),
      `The ambulance number in ${P.cityState ? P.city : P.countryName} is **${P.emergency.ambulance}**, and it is worth saving in your phone on the first day in ${P.city}.`,
      `Pharmacies in ${P.city} sell many medicines over the counter, but bring a supply of anything you take regularly along with the prescription.`,
    ),
    h2('Visas and paperwork'),
    para(
      `Most people start in ${P.city} on a short stay such as ${P.visa.short}, then move to something longer once they know they want to stay.`,
      P.visa.nomad
        ? `Remote workers settling in ${P.city} should look at the ${P.visa.nomad}, which was designed for people like them.`
        : `${P.cityState ? P.city : P.countryName} has no visa designed for remote workers, so long stays in ${P.city} usually mean a job, study or a retirement route.`,
      P.visa.work
        ? `If you are hired locally, your employer will normally arrange the ${P.visa.work}, and it is worth confirming that in writing before you accept an offer in ${P.city}.`
        : '',
    ),
    h2('Everyday life'),
    bullets([
      `SIM cards from ${P.extra.networks} are sold at ${P.airportName} and in malls across ${P.city}`,
      `Small payments in ${P.city} are made with ${P.extra.pay}`,
      `${capitalise(P.highlights[2] ?? P.highlights[0]!)} is where many residents take visiting friends first`,
      `The emergency numbers in ${P.city} are ${P.emergency.police} for police and ${P.emergency.fire} for fire`,
    ]),
    h2('Language and culture'),
    para(
      P.english
        ? `You can live in ${P.city} in English, but learning some ${P.language === 'English' ? (P.countryName === 'Singapore' ? 'Malay or Mandarin' : 'of the local languages') : P.language} opens doors, especially with older neighbours and market traders.`
        : `Learning ${P.language} is the single best investment you can make in ${P.city}; classes and private tutors cost around ${P.range(10, 20)} an hour.`,
      `Greetings in ${P.city} follow local custom, which here means ${P.extra.greeting}.`,
      `Beyond that, ${w.pick(P.extra.customs)}, and people in ${P.city} notice when newcomers make the effort.`,
    ),
    h2('Making friends'),
    para(
      w.o(
        `The expat community in ${P.city} is ${P.size === 'town' ? 'small and close-knit, so you will see the same faces within weeks' : 'large enough to have a group for almost every interest'}.`,
        `Social life for newcomers in ${P.city} tends to start with ${P.size === 'town' ? 'a handful of cafés and a weekly quiz or market where everyone knows everyone' : 'meet-ups, sports clubs and language exchanges'}.`,
      ),
      `Try a running club, a volunteering project or a language exchange in ${b}, and say yes to invitations in the first months, even the ones that sound odd.`,
      `Local friendships in ${P.city} take longer, but colleagues, neighbours and the people who run your regular café are where they begin.`,
    ),
    h2('Banking and money'),
    para(
      `Opening a local bank account in ${P.city} usually needs a long-stay visa, and some banks also ask for proof of address or a letter from an employer.`,
      `Until then, a card without foreign transaction fees and a multi-currency account will cover most needs in ${P.city}, with cash withdrawn in ${currencyWord(P)}.`,
      `ATMs in ${P.city} charge foreign cards a fee on every withdrawal, so take out larger amounts less often.`,
    ),
    h2(`Is ${P.city} right for you?`),
    para(
      w.o(
        `${P.city} suits people who are happy to adapt, learn a few words of ${P.language} and accept that some things take longer than at home.`,
        `If you can live with ${P.climate === 'tropical' ? 'the heat' : 'the changing seasons'} and a little bureaucracy, ${P.city} gives a lot back.`,
      ),
      `Spend a month in ${a} or ${c} before committing to a year-long lease, and you will know soon enough whether ${P.city} is home.`,
    ),
  ];
  return {
    title: `The Complete Guide to Living in ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'expat life', 'moving abroad', 'cost of living'),
  };
}

function apartmentHunting(w: Writer): Parts {
  const { P } = w;
  const [a, b, c, d] = [0, 1, 2, 3].map(P.hood) as [string, string, string, string];
  const cambodia = P.countryName === 'Cambodia';
  const intro = w.o(
    `Finding a flat in ${P.city} is easier than it looks from abroad, as long as you search in person and know what to ask. Here is how the rental market in ${P.city} works, where to look, what to pay and what to check before you sign.`,
    `Apartment hunting in ${P.city} rewards patience. We walk through the search, the viewing, the contract and the deposit, with real price ranges for ${a}, ${b} and other popular areas of ${P.city}.`,
  );
  const sections = [
    h2('How the market works'),
    para(
      `Most foreigners in ${P.city} rent furnished, and the listings you see online are only part of what is available.`,
      w.o(
        `Agents in ${P.city} are usually paid by the landlord, so you should not be asked for a finder's fee on a standard lease.`,
        `In ${P.city} the agent's commission is normally covered by the owner, which is why agents are happy to show you a dozen places in an afternoon.`,
      ),
      `Leases of twelve months get the best prices in ${P.city}; six-month contracts exist but cost more, and monthly rentals carry a clear premium.`,
      cambodia
        ? `Rents in ${P.city} are almost always quoted and paid in US dollars, even though the figures below are shown in riel.`
        : '',
    ),
    h2('Where to look'),
    para(
      `Start with the areas where foreigners already live, then widen the search once you understand ${P.city}.`,
      `${a} and ${b} have the most English-speaking agents, while ${c} and ${d} offer more space for the money.`,
    ),
    bullets([
      `Facebook groups for ${P.city} renters, where owners post directly`,
      `Property portals listing serviced apartments in ${a}`,
      `Walking the streets of ${c} and calling the numbers on "for rent" signs`,
      `Asking at the front desk of buildings you like in ${b}`,
    ]),
    h2('What you will pay'),
    para(
      `Prices in ${P.city} depend on the building more than the neighbourhood, but these ranges are a fair starting point:`,
    ),
    bullets([
      `Studio: ${P.range(250, 450)}`,
      `One-bedroom condo: ${P.range(450, 850)}`,
      `Two-bedroom condo: ${P.range(750, 1400)}`,
      `House: ${P.range(900, 1800)}`,
    ]),
    para(
      `On top of rent, budget ${P.range(45, 110)} a month in ${P.city} for electricity, water and internet, ${P.climate === 'tropical' ? 'more if the air conditioning runs all night' : P.climate === 'cold' ? 'more in winter, when heating bills climb' : 'depending on the season'}.`,
      w.o(
        `Ask whether electricity in ${b} is billed at the state rate or at a higher rate set by the building; the difference adds up.`,
        `Some buildings in ${a} charge their own electricity rate, so ask for a recent bill before signing.`,
      ),
    ),
    h2('Viewing checklist'),
    para(`Take your time at each viewing in ${P.city}, and come back at night if you are serious.`),
    bullets([
      `Run every tap and shower in the ${a} flat you like, and check the water pressure`,
      `Turn on each air conditioner or heater in ${withArticle(P.city)} flat and listen for rattles`,
      `Check the mobile signal and ask which internet providers serve the building in ${b}`,
      `Look for damp patches and mould, especially after rain in ${P.city}`,
      `Ask the ${d} landlord what happens when something breaks, and who pays for the repair`,
      `Walk from the door to the nearest shop and transport stop in ${c}`,
    ]),
    h2('Contracts and deposits'),
    para(
      `A typical lease in ${P.city} asks for ${w.pick(['one month', 'two months'])} of deposit plus the first month in advance.`,
      `Photograph every room on move-in day and send the pictures to the landlord, because disputes over deposits are the most common complaint we hear from renters in ${P.city}.`,
      `Make sure your ${P.city} contract lists the furniture, the notice period and who pays building fees, and keep a copy in English if the original is in ${P.language}.`,
    ),
    h3('Registering your address'),
    para(
      `Depending on your visa, you may need to register your address in ${P.city} with the local authorities within a few days of moving in.`,
      `Landlords in ${d} who rent to foreigners regularly know the routine, so ask them at signing rather than leaving it until later.`,
    ),
    h2('Which kind of building?'),
    para(
      `Serviced apartments in ${a} are the easy option for your first month in ${P.city}: cleaning, internet and bills are included, and you can leave with little notice.`,
      `Condos with a pool, gym and security desk dominate the listings for foreigners in ${b}, and they are where most agents will take you first.`,
      `Local apartment buildings in ${c} are cheaper and often roomier, with fewer facilities and landlords who may speak little English.`,
    ),
    h3('Red flags'),
    bullets([
      `A landlord in ${P.city} who wants the deposit before you have seen the flat`,
      `Listings for ${a} with prices far below everything around them`,
      `No written contract in ${c}, or a contract that only exists in ${P.language}`,
      `Owners who refuse to show the electricity meter in ${withArticle(P.city)} building`,
      `Pressure to decide the same day because "another foreigner is coming" to see the ${b} flat`,
    ]),
    h2('Negotiating the rent'),
    para(
      `There is usually room to negotiate in ${P.city}, especially on longer leases and in buildings with several empty units.`,
      w.o(
        `Offering twelve months paid monthly, rather than six, is often enough to knock 5 to 10 percent off the asking price in ${d}.`,
        `In ${d}, asking for a small discount in return for a longer lease works more often than haggling over the headline figure.`,
      ),
      `Instead of a lower rent, you can also ask the ${P.city} landlord to add a second air conditioner, a better mattress or a new fridge before you move in.`,
    ),
    h2('Start short'),
    para(
      `The best advice we can give anyone moving to ${P.city} is to book a month somewhere flexible before signing anything long.`,
      `A serviced apartment or a monthly rental in ${a} costs more, but it lets you learn the neighbourhoods, the traffic and the noise before committing to a year in ${P.city}.`,
      `Many people discover in that first month that the area they had picked from abroad is not the one they want, and that ${c} or ${d} suits them better.`,
    ),
    h2('Moving in'),
    para(
      `Set up internet first: installation in ${P.city} can take a few days to a week.`,
      `${P.extra.networks} also sell home broadband in ${P.city}, and bundles with a mobile plan are often cheaper.`,
      w.o(
        `Then find your nearest market in ${c}, learn the rubbish routine and say hello to the building staff, who will make your life in ${P.city} easier in a hundred small ways.`,
        `After that, stock up at a market near ${d}, introduce yourself to the building staff and work out the rubbish schedule; those three things make a new flat in ${P.city} feel like home.`,
      ),
    ),
  ];
  return {
    title: `How to Find an Apartment in ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'renting', 'apartments', 'housing'),
  };
}

function visaGuide(w: Writer): Parts {
  const { P } = w;
  const where = P.cityState ? P.city : P.countryName;
  const types = P.visa.all;
  const intro = w.o(
    `Visa rules decide how long you can stay in ${P.city}, what you can do while you are there and how often you must leave. This is a plain-language guide to the main options ${P.cityState ? 'in' : 'for'} ${where}, written for people planning their first months in ${P.city}.`,
    `Before you book a one-way ticket to ${P.city}, it pays to understand the visa options. Here is how short stays, long stays and work permits fit together in ${where}, and what newcomers in ${P.city} most often get wrong.`,
  );
  const sections = [
    h2('The short version'),
    para(
      `${where} offers ${types.length} main routes that matter to people moving to ${P.city}: the ${list(types)}.`,
      `Which one fits depends on your passport, how long you want to stay in ${P.city} and whether you will work for a local employer.`,
      `Rules change often, so check the official immigration website before you travel to ${P.city} and again before any stay runs out.`,
    ),
    h2('Short stays'),
    para(
      `Most first-time arrivals in ${P.city} come in on ${P.visa.short}.`,
      `It is meant for tourism, visiting friends and looking around, and it is the sensible way to test life in ${P.city} before committing.`,
      w.o(
        `Immigration at ${P.airportName} may ask for an onward ticket and proof of funds, so keep both handy.`,
        `Officers at ${P.airportName} can ask to see a return or onward ticket, and airlines sometimes check before you board.`,
      ),
    ),
    para(
      `Working on a short-stay visa is not allowed in ${where}, and that includes freelance jobs for clients in ${P.city}.`,
      `Remote work for an employer abroad sits in a grey area for many people in ${P.city}, which is exactly why newer visas for remote workers exist.`,
    ),
    h2('Staying longer'),
    P.visa.nomad
      ? para(
          `The option most remote workers in ${P.city} look at is the ${P.visa.nomad}.`,
          `Expect to show income or savings, health insurance and a clean record, and allow several weeks before you can settle in ${P.city} on it.`,
          `People who hold it in ${P.city} tell us the paperwork is worth it for the peace of mind alone.`,
        )
      : para(
          `${where} has no visa designed specifically for remote workers, so long stays in ${P.city} usually rely on employment, study or retirement routes.`,
          `Some people string together short stays, but repeated entries attract questions at the border and are not a reliable plan for living in ${P.city}.`,
        ),
    P.visa.retire
      ? para(
          `Retirees in ${P.city} often use the ${P.visa.retire}, which asks for proof of a pension or savings and usually has a minimum age.`,
        )
      : '',
    P.visa.student
      ? para(
          `Language schools and universities in ${P.city} can sponsor the ${P.visa.student}, a route some people use to learn ${P.language} properly.`,
        )
      : '',
    h2(`Working in ${P.city}`),
    para(
      P.visa.work
        ? `Jobs in ${P.city} normally come with the ${P.visa.work}, arranged by your employer, and you should not start work until it is approved.`
        : `Local jobs in ${P.city} need employer sponsorship and a work permit, and you should not start work until it is approved.`,
      `Employers in ${P.city} in ${P.industries[0]} and ${P.industries[1]} are the most used to sponsoring foreigners.`,
      `Bring your degree certificates and a police check to ${P.city}, since many applications ask for originals.`,
    ),
    h2('Documents to prepare'),
    para(
      `Almost every application you make in ${P.city} draws on the same small pile of paperwork, so gather it before you leave home:`,
    ),
    bullets([
      `A passport with at least six months of validity and blank pages left for stamps in ${P.city}`,
      `Passport photos in the size immigration in ${P.city} asks for`,
      `Bank statements covering the months before you arrive in ${P.city}`,
      `Health insurance that covers treatment in ${P.city}, with the policy wording in English`,
      `Degree certificates and a police check, translated if needed, for work permits in ${P.city}`,
      `Proof of your address in ${P.city}, such as a lease or a hotel booking`,
    ]),
    h2('Extensions and border runs'),
    para(
      `Many short stays in ${where} can be extended once at the immigration office serving ${P.city}, for a fee of roughly ${P.range(40, 60)}.`,
      `Leaving the country and coming straight back, the so-called border run, used to be how long-stayers in ${P.city} lived, but officers now ask harder questions of people with many stamps.`,
      `If you want to stay in ${P.city} for more than a few months, it is calmer and cheaper in the end to apply for a visa that matches what you are doing.`,
    ),
    h2('Insurance and money'),
    para(
      `Several visas in ${where} require health insurance, and even where they do not, a night at a private hospital in ${P.city} can cost more than a month's rent.`,
      `Immigration may ask how you support yourself in ${P.city}, so keep recent bank statements and, if you work remotely, a letter or contract from your employer.`,
    ),
    h2('Families'),
    para(
      `Spouses and children can usually join a main visa holder in ${P.city} on dependant visas, though the rules for unmarried partners vary.`,
      `Bring marriage and birth certificates with official translations to ${P.city}; obtaining them from abroad later is slow.`,
    ),
    h2('A realistic timeline'),
    bullets([
      `Three months before: gather documents and book any appointments for ${P.city}`,
      `One month before: confirm insurance and accommodation in ${P.city}`,
      `First week: register your address in ${P.city} if required`,
      `Two months before expiry: start renewals at the ${P.city} office`,
    ]),
    h2('Common mistakes'),
    bullets([
      `Overstaying by a day or two in ${P.city} and assuming nobody will notice`,
      `Relying on forum posts from old ${P.city} expat groups that are several years old`,
      `Starting a job in ${P.city} before the work permit is issued`,
      `Forgetting to register an address in ${P.city} when the visa requires it`,
      `Letting a passport run below six months of validity while living in ${P.city}`,
    ]),
    h2('Getting help'),
    para(
      `Visa agents in ${P.city} can save time on complicated cases, but check reviews and never hand over your passport without a receipt.`,
      w.o(
        `For straightforward applications, the immigration office serving ${P.city} is usually efficient if you arrive early with every document ready.`,
        `For simple extensions, going to the immigration office in ${P.city} yourself, early and with copies of everything, is often quicker than an agent.`,
      ),
      `Whatever route you take, keep a folder with every stamp, receipt and approval letter; you will need it the next time you deal with immigration in ${P.city}.`,
    ),
  ];
  return {
    title: P.cityState
      ? `Visas for ${P.city}: A Practical Guide for Newcomers`
      : `Visas for ${P.countryName}: A Practical Guide for ${P.city} Newcomers`,
    intro,
    sections,
    keywords: keywordsFor(P, 'visas', 'immigration', 'long stay'),
  };
}

function firstWeek(w: Writer): Parts {
  const { P } = w;
  const [a, b, c] = [0, 1, 2].map(P.hood) as [string, string, string];
  const clinic = P.privateHospitals[0] ?? P.publicHospitals[0] ?? `the main hospital in ${P.city}`;
  const workspot = P.named[0] ?? P.informal[0] ?? `a café in ${b}`;
  const intro = w.o(
    `The first week in ${P.city} sets the tone for everything after it. This is the day-by-day plan we wish someone had handed us on arrival in ${P.city}: what to sort first, what can wait, and how to feel at home in ${cityAndCountry(P)} by day seven.`,
    `Landing in ${P.city} with a suitcase and a long list? Here is a realistic plan for your first seven days, from the airport and the SIM card to finding a doctor, a desk and a favourite noodle stall near ${a}.`,
  );
  const sections = [
    h2('Before you land'),
    para(
      `A little preparation makes the first day in ${P.city} far calmer.`,
      `Book somewhere flexible for the first week, ideally in ${a}, so you can explore before committing to a lease.`,
    ),
    bullets([
      P.extra.rides
        ? `Install ${P.extra.rides} and add a card before you fly to ${P.city}`
        : `Save the address of your ${P.city} accommodation in the local script to show taxi drivers`,
      `Buy travel insurance that covers private hospitals in ${P.city}`,
      `Carry enough ${currencyWord(P)} for the first day in ${P.city}, or a card that works at local ATMs`,
      `Check the entry rules for your passport; most people arrive in ${P.city} on ${P.visa.short}`,
    ]),
    h2('Day one: arrival'),
    para(
      `You will most likely arrive at ${P.airport}.`,
      w.o(
        `Buy your SIM card in the arrivals hall before you leave; the counters for ${P.extra.networks} at ${P.airportName} are quick and the staff set everything up for you.`,
        `Pick up a local SIM from ${P.extra.networks} in the arrivals area of ${P.airportName}, where staff will install it and check that data works before you leave.`,
      ),
      P.extra.rides
        ? `From there, a ride through ${orList(P.extra.rides)} to ${a} is the least stressful option after a long flight.`
        : `From there, take the official taxi queue or public transport into ${P.city} rather than accepting offers in the arrivals hall.`,
      `Keep the evening simple: eat something close to your room in ${a}, drink plenty of water and go to bed at a local hour.`,
    ),
    h2('Day two: connected'),
    para(
      `Spend the morning on admin while you are still fresh in ${P.city}.`,
      `Most small payments in ${P.city} are made with ${P.extra.pay}, so work out which of those you can use with a foreign card or account.`,
      P.transitCard
        ? `Pick up ${P.transitCard} at the nearest station in ${P.city}; it turns buses and trains into something you stop thinking about.`
        : `Find the nearest ATM in ${a} that accepts your card without huge fees and withdraw enough ${currencyWord(P)} for the week.`,
      `In the afternoon, walk rather than ride, and let yourself get a little lost in ${a}.`,
    ),
    h2(`Day three: ${a}`),
    para(
      `Day three in ${P.city} is for the ordinary things that will make up your life here: the market, the laundry, the pharmacy and the place that sells the best coffee near ${a}.`,
      w.o(
        `Ask at your accommodation where locals in ${a} buy fruit and vegetables; the answer is rarely the supermarket.`,
        `Look for the fresh market closest to ${a} and go early in the morning, when it is busiest and the produce is best.`,
      ),
      `Learn a handful of words of ${P.language} for ${P.city} daily life: hello, thank you, how much, and the name of your street.`,
    ),
    h2('Day four: sightseeing'),
    para(
      `Give yourself a day as a tourist before ${P.city} becomes simply home.`,
      `Most people start with ${list([P.highlights[0], P.highlights[1]])}, and both are worth the time.`,
      `Go early to beat ${P.climate === 'tropical' ? 'the heat and ' : ''}the crowds, and finish with a long lunch somewhere in ${b}.`,
    ),
    h2('Day five: health'),
    para(
      `Find your nearest clinic before you need it: for most newcomers in ${P.city}, that means ${clinic}.`,
      `Save the emergency numbers in your phone now, and note where the nearest pharmacy to ${a} is.`,
      hospitalLine(w, P, 1),
    ),
    bullets([
      `Police: ${P.emergency.police}`,
      `Ambulance: ${P.emergency.ambulance}`,
      `Fire: ${P.emergency.fire}`,
      ...(P.emergency.tourist_police ? [`Tourist police: ${P.emergency.tourist_police}`] : []),
    ]),
    h2('Day six: routine'),
    para(
      `If you work remotely, try a day at ${workspot} and see how the internet and the chairs hold up; it is the first real test of ${P.city} as an office.`,
      `A day pass at a coworking space in ${P.city} costs around ${P.range(7, 15)}, and it is the easiest way to meet other newcomers.`,
      `In the evening, look for a meet-up, a language exchange or a sports club in ${c}; the first invitation is the hardest to accept.`,
    ),
    h2('Day seven: rest'),
    para(
      `By the end of the week you will know whether ${a} feels right or whether ${c} might suit you better.`,
      w.o(
        `Spend the last day somewhere calm: ${P.highlights[3] ?? P.highlights[2]} is a good choice, and it gives you space to think about the months ahead in ${P.city}.`,
        `Make day seven a slow one, perhaps at ${P.highlights[2] ?? P.highlights[0]}, and start planning the longer search for a flat in ${P.city}.`,
      ),
      `Write down what surprised you this week; in six months in ${P.city} you will have forgotten, and it is a lovely thing to read back.`,
    ),
    h2('What can wait'),
    para(
      `Not everything needs doing in the first seven days in ${P.city}.`,
      `A long lease, a bank account and furniture can all wait until you know which part of ${P.city} suits you, and rushing them is the most common regret we hear.`,
    ),
    bullets([
      `Signing a twelve-month lease in ${P.city} before you have seen a few areas`,
      `Buying a scooter or car before you understand ${P.city} traffic`,
      `Paying for a year at a gym or coworking space in ${b} on day two`,
      `Shipping belongings to ${P.city} before you are sure you are staying`,
    ]),
    h2('First-week mistakes'),
    para(
      w.o(
        `The classic first-week mistake in ${P.city} is trying to do everything at once and ending the week exhausted.`,
        `Most people overdo their first week in ${P.city}, packing every day with errands and sights and then crashing by Friday.`,
      ),
      `Jet lag, ${P.climate === 'tropical' ? 'heat' : P.climate === 'cold' ? 'cold' : 'a new climate'} and a new language are tiring in ways you do not notice until later, so leave the afternoons in ${P.city} loose.`,
      `The other common slip is changing money at poor rates; in ${P.city}, ATMs and exchange counters in town almost always beat the airport.`,
    ),
  ];
  return {
    title: `Your First Week in ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'arrival', 'first week', 'travel tips'),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Listicles
 * ---------------------------------------------------------------------------------------------- */

function bestNeighbourhoods(w: Writer): Parts {
  const { P } = w;
  const count = Math.min(8, P.hoods.length);
  const hoods = P.hoods.slice(0, count);
  const characters = w.shuffle(HOOD_CHARACTER);
  const audiences = w.shuffle(HOOD_AUDIENCE);
  const intro = w.o(
    `Where you live in ${P.city} shapes your days more than almost any other choice. We have picked ${count} neighbourhoods of ${P.city} that foreigners keep coming back to, with honest notes on atmosphere, rent and who each one suits.`,
    `Choosing a neighbourhood in ${P.city} is the first big decision after booking the flight. Here are ${count} areas of ${P.city} where expats and long-stayers settle, with rents, trade-offs and the kind of person each one suits best.`,
  );
  const budgetLevels = w.shuffle([260, 300, 340, 380, 420, 460, 500, 540]);
  const rentLine = w.deck<[string, number]>([
    (hood, low) => `A one-bedroom in ${hood} usually rents for ${P.range(low, low + 450)} a month.`,
    (hood, low) => `Expect to pay ${P.range(low, low + 420)} a month for a one-bedroom in ${hood}.`,
    (hood, low) =>
      `Rents in ${hood} start at around ${P.money(low)} for a one-bedroom, and well-finished condos reach ${P.money(low + 500)}.`,
    (hood, low) =>
      `One-bedroom flats in ${hood} go for ${P.range(low + 20, low + 480)}, with older buildings at the bottom of that range.`,
    (hood, low) =>
      `Budget ${P.range(low, low + 400)} for a one-bedroom in ${hood}, and more for anything new.`,
    (hood, low) =>
      `In ${hood}, a decent one-bedroom costs ${P.range(low + 10, low + 430)} a month.`,
    (hood, low) => `Most one-bedrooms in ${hood} fall in the range of ${P.range(low, low + 460)}.`,
    (hood, low) => `Rent for a one-bedroom in ${hood} runs from ${P.range(low + 30, low + 440)}.`,
  ]);
  const rent = (hood: string, audience: string, index: number) =>
    rentLine(hood, /budget/.test(audience) ? 220 : budgetLevels[index % budgetLevels.length]!);
  const tip = w.deck<[string]>([
    (hood) =>
      `Walk around ${hood} on a weekday evening before you sign anything; it tells you more than any listing.`,
    (hood) =>
      `Parts of ${hood} are noisier than others, so check the street at night as well as by day.`,
    (hood) =>
      `The best flats in ${hood} rarely reach the big portals, so ask building staff directly.`,
    (hood) => `Ask anyone living in ${hood} how long the trip to the centre takes at rush hour.`,
    (hood) =>
      `${hood} has a good spread of small restaurants, which matters more than you might think once the novelty of eating out fades.`,
    (hood) => `Look for buildings in ${hood} close to the main road for transport, but not on it.`,
    (hood) =>
      `Newer buildings in ${hood} have gyms and pools, while older ones offer more space for the money.`,
    (hood) =>
      `Some landlords in ${hood} prefer twelve-month leases, so be ready to negotiate if you want six.`,
  ]);
  const downside = w.deck<[string]>([
    (hood) => `The downside of ${hood} is traffic at peak hours.`,
    (hood) => `On the other hand, ${hood} can feel quiet if you want nightlife on your doorstep.`,
    (hood) => `The catch in ${hood} is that good flats go quickly.`,
    (hood) =>
      `Shops in ${hood} close earlier than in the centre, which takes some getting used to.`,
    (hood) => `Construction noise is part of life in ${hood} right now.`,
    (hood) => `Fewer people speak English in ${hood}, which some see as a plus.`,
    (hood) => `Getting a taxi out of ${hood} late at night can take a while.`,
    (hood) => `Rents in ${hood} have crept up as more foreigners have discovered it.`,
  ]);
  const verdict = w.deck<[string]>([
    () => `it is one of the areas of ${P.city} we recommend most often`,
    (hood) => `many people who try ${hood} end up staying longer than planned`,
    () => `it has a loyal following among foreigners in ${P.city}`,
    () => `it rarely disappoints people who choose it for that reason`,
    (hood) => `that is exactly why ${hood} keeps appearing in our members' posts`,
    () => `it gives a good feel for everyday ${P.city}`,
    (hood) => `people who want that find ${hood} easy to settle into`,
    () => `it balances convenience and calm better than most of ${P.city}`,
  ]);
  const sections = [
    h2('How we chose'),
    para(
      `We asked members who live in ${P.city} where they would move if they started again, then checked rents and visited each area.`,
      `The list below is not a ranking; each neighbourhood in ${P.city} suits a different kind of person and budget.`,
    ),
    ...hoods.flatMap((hood, index) => [
      h3(`${index + 1}. ${hood}`),
      para(
        `${hood} is ${characters[index % characters.length]}.`,
        `${hood} works best for ${audiences[index % audiences.length]}, and ${verdict(hood)}.`,
        rent(hood, audiences[index % audiences.length]!, index),
        tip(hood),
        downside(hood),
      ),
    ]),
    h2('At a glance'),
    bullets(
      hoods.map((hood, index) => `**${hood}**: best for ${audiences[index % audiences.length]}`),
    ),
    h2('How to choose'),
    para(
      `Start with how you will spend your days in ${P.city}: an office, a coworking space, a school run or long walks.`,
      `Then rent short in the area that fits, ideally for a month, and move once you know ${P.city} better.`,
      w.o(
        `Many people who begin in ${hoods[0]} end up in ${hoods[2]} or ${hoods[3]} a year later, when they want more space or a quieter street.`,
        `It is common to start in ${hoods[1]} for convenience and drift towards ${hoods[3]} once you know ${P.city} and want more space for your money.`,
      ),
    ),
  ];
  return {
    title: `${count} Best Neighbourhoods in ${P.city} for Expats`,
    intro,
    sections,
    keywords: keywordsFor(P, 'neighbourhoods', 'where to live', 'housing'),
  };
}

function coworkingSpots(w: Writer): Parts {
  const { P } = w;
  type Spot = { name: string; text: string[] };
  const spots: Spot[] = [];
  const [a, b, c] = [0, 1, 2].map(P.hood) as [string, string, string];
  for (const name of P.named) {
    spots.push({
      name,
      text: [
        w.o(
          `${name} is one of the best-known coworking spaces in ${P.city}, with hot desks, fixed desks and bookable meeting rooms.`,
          `${name} is a proper coworking space in ${P.city}, with reliable internet, phone booths and a community that actually talks to each other.`,
          `${name} has become a fixture for remote workers in ${P.city}, mixing open desks with quieter rooms for calls.`,
        ),
        w.o(
          `A day pass at ${name} costs around ${P.range(8, 15)}, and a monthly hot desk about ${P.range(110, 190)}.`,
          `Monthly memberships at ${name} run to roughly ${P.range(120, 200)}, with day passes for ${P.range(9, 16)}.`,
          `Expect to pay ${P.range(8, 14)} for a day at ${name} and ${P.range(110, 180)} for a month.`,
        ),
        w.o(
          `Book a free trial day at ${name} if they offer one, and test the internet at the time of your usual calls, which from ${P.city} may fall early or late.`,
          `Events at ${name} are one of the easiest ways to meet ${P.city}'s remote workers in your first weeks.`,
          `Ask ${name} about their evening access and whether members can use it as a business address for dealing with ${P.city} landlords and banks.`,
        ),
      ],
    });
  }
  for (const phrase of P.informal) {
    spots.push({
      name: capitalise(phrase),
      text: [
        `Much of ${P.city}'s remote work happens in ${phrase}, where good coffee and decent Wi-Fi are easy to find.`,
        w.o(
          `A coffee costs around ${P.range(2, 4)}, and staff in ${P.city} rarely mind laptops outside the lunch rush.`,
          `Staff in these places rarely mind laptops outside the lunch rush, and a coffee in ${P.city} costs about ${P.range(2, 4)}.`,
        ),
        w.o(
          `Bring a power bank and headphones, and buy something every couple of hours; it keeps the welcome warm in ${P.city}.`,
          `Sockets can be scarce, so arrive early or bring a power bank, and order something every couple of hours while you work in ${P.city}.`,
        ),
      ],
    });
  }
  const fillers: Spot[] = [
    {
      name: `Cafés in ${a}`,
      text: [
        `${a} has a good spread of cafés where remote workers settle in for the morning.`,
        `Look for places in ${a} with plenty of sockets and a second floor, which tends to be quieter.`,
        `Prices in ${a} are around ${P.range(2, 4)} for a coffee, and most places let you stay for a couple of hours.`,
      ],
    },
    {
      name: `Hotel lobbies in ${b}`,
      text: [
        `Hotel lobbies and lounges in ${b} are underrated places to work in ${P.city}: quiet, cool and usually with strong Wi-Fi.`,
        `Order a drink or lunch and nobody will mind you staying; a coffee in ${withArticle(b)} hotel costs about ${P.range(3, 6)}.`,
        `They are especially useful in ${P.city} when you need a calm spot for an important call.`,
      ],
    },
    {
      name: `Co-living spaces in ${c}`,
      text: [
        `Co-living spaces in ${c} combine a room with a shared workspace, which suits people arriving in ${P.city} alone.`,
        `A month in a private room with a desk costs around ${P.range(450, 800)} in ${c}.`,
        `The big advantage in ${P.city} is the ready-made community, which helps enormously in the first weeks.`,
      ],
    },
    {
      name: `Libraries and university cafés in ${P.city}`,
      text: [
        `Public libraries and campus cafés in ${P.city} are quiet, cheap and often overlooked by foreigners.`,
        `Some ask for ID or a small membership fee; bring your passport the first time you visit one in ${P.city}.`,
        `They are not the place for calls, but for deep work in ${P.city} they are hard to beat.`,
      ],
    },
    {
      name: `Your own flat in ${a}`,
      text: [
        `Many long-stayers in ${P.city} end up working mostly from home and using coworking spaces only for calls.`,
        `If you do, ask about the internet before you sign a lease in ${a}; fibre plans cost about ${P.range(15, 30)} a month.`,
        `A proper chair and desk cost less in ${P.city} than a month of coworking, and your back will thank you.`,
      ],
    },
  ];
  for (const filler of w.shuffle(fillers)) {
    if (spots.length >= 6) break;
    spots.push(filler);
  }
  const spare = fillers.find((filler) => !spots.includes(filler));
  if (spare && spots.length < 7 && w.chance(50)) spots.push(spare);
  const intro = w.o(
    `${P.city} has more places to work than most newcomers realise, from dedicated coworking spaces to cafés, hotel lobbies and libraries. Here are ${spots.length} spots that regulars in ${P.city} swear by, with prices and the small details that decide whether a desk works for you.`,
    `Finding a good place to work is half the battle of settling into ${P.city} as a remote worker. We have rounded up ${spots.length} options in ${P.city}, with what they cost, what the internet is like and who each one suits.`,
  );
  const sections = [
    h2('What matters most'),
    para(
      `After a few months of working in ${P.city}, most people care about the same four things: stable internet, a comfortable chair, somewhere to take calls and not having to move when the lunch crowd arrives.`,
      `${P.climate === 'tropical' ? 'Air conditioning' : P.climate === 'cold' ? 'Good heating' : 'A comfortable temperature'} matters more than you might expect in ${P.city}.`,
    ),
    ...spots.flatMap((spot, index) => [h3(`${index + 1}. ${spot.name}`), para(...spot.text)]),
    h2('Costs at a glance'),
    bullets([
      `Day pass: ${P.range(7, 15)}`,
      `Monthly desk: ${P.range(100, 190)}`,
      `Fixed desk: ${P.range(160, 280)}`,
      `Café coffee: ${P.range(2, 4)}`,
      `Home fibre: ${P.range(15, 30)}`,
    ]),
    h2('Meeting people'),
    para(
      `Coworking spaces are the quickest way to build a social life in ${P.city} as a remote worker.`,
      `Look for lunch clubs, skill-sharing evenings and weekend trips, which many spaces in ${P.city} organise for members and guests alike.`,
      `Even in cafés in ${a}, the same faces appear every morning, and a simple hello usually turns into a conversation within a week.`,
    ),
    h2('Internet and backups'),
    para(
      `Home and café internet in ${P.city} is ${P.size === 'town' ? 'usually fine, but outages happen, especially in storms' : 'generally fast, although older buildings can disappoint'}.`,
      `Keep a mobile plan from ${P.extra.networks} with a generous data allowance as a backup; hotspotting from your phone has saved many calls in ${P.city}.`,
      `For important meetings in ${P.city}, a coworking space with backup power and a second connection is worth the day pass.`,
    ),
    h2('Where remote workers live'),
    para(
      `Most remote workers in ${P.city} cluster in ${a} and ${b}, where cafés, gyms and coworking spaces sit within a short walk of each other.`,
      `Living near your workspace matters more in ${P.city} than it sounds: ${P.climate === 'tropical' ? 'a twenty-minute walk in the midday heat' : 'a long commute twice a day'} wears thin after a few weeks.`,
      `If you prefer quiet, look at ${c}, and accept a short ride to the busier parts of ${P.city} when you need them.`,
    ),
    h2('Working legally'),
    para(
      P.visa.nomad
        ? `If you plan to work remotely from ${P.city} for months rather than weeks, look at the ${P.visa.nomad}, which puts your situation on a clear legal footing.`
        : `There is no dedicated remote-work visa covering ${P.city}, so check what your entry status allows before you settle in for months.`,
      `Working for local clients in ${P.city} without a work permit is a different matter, and it is not worth the risk.`,
      `Coworking spaces in ${P.city} often know the current rules well, and their community managers are a good first source of advice.`,
    ),
    h2('Café etiquette'),
    para(
      `Cafés in ${P.city} are businesses, not offices, and the ones that welcome laptops do so because people behave.`,
      `Order something every couple of hours, avoid taking a table for four at lunch in ${a}, and keep calls short or step outside.`,
      `Ask before plugging into a socket in a small café in ${b}; it is rarely refused, and always appreciated.`,
    ),
  ];
  return {
    title: `${spots.length} Coworking Spots in ${P.city} Worth Your Time`,
    intro,
    sections,
    keywords: keywordsFor(P, 'coworking', 'remote work', 'digital nomads'),
  };
}

function dishesFor(P: PlaceFacts, w: Writer, count: number): Dish[] {
  const local = CITY_DISHES[P.city] ?? [];
  const national = (DISHES[P.countryName] ?? DISHES.Thailand!).filter(
    (dish) => !local.some((special) => special.name.toLowerCase() === dish.name.toLowerCase()),
  );
  return [...local, ...w.shuffle(national)].slice(0, count);
}

function mustTryDishes(w: Writer): Parts {
  const { P } = w;
  const dishes = dishesFor(P, w, 12);
  const hoods = P.hoods;
  const whereLine = w.deck<[string]>([
    (hood) => `you will find good versions around ${hood}`,
    (hood) => `the stalls and small restaurants around ${hood} are a good place to start`,
    (hood) => `locals in ${hood} will happily point you to their favourite`,
    (hood) => `it is easy to find in ${hood}, especially in the evening`,
    (hood) => `a busy spot in ${hood}, where turnover keeps it fresh, is the place to try it`,
    (hood) => `we had our best version at a no-name shop in ${hood}`,
    (hood) => `the queue of office workers in ${hood} at lunchtime will lead you to a good one`,
    (hood) => `a morning walk through ${hood} is the best time to find it`,
    (hood) => `your landlord in ${hood} will know exactly where to get the best one`,
    (hood) => `the markets near ${hood} usually have at least one stall selling it`,
    (hood) => `it turns up on menus all over ${hood}`,
    (hood) => `it is at its best from a busy stall in ${hood}`,
  ]);
  const where = (index: number) => whereLine(hoods[index % hoods.length]!);
  const foodHighlight = P.highlights.find((highlight) =>
    /food|market|hawker|noodle|ramen|stall|coffee|cuisine|chicken|durian|dim sum|vada|bazaar/i.test(
      highlight,
    ),
  );
  const intro = w.o(
    `Eating well in ${P.city} is easy once you know what to order. These are the ${dishes.length} dishes we send every visitor out to find, from breakfast staples to late-night plates, with tips on where around ${P.city} to look for them.`,
    `The best way into ${P.city} is through its food. Here are ${dishes.length} dishes worth tracking down, what they are, what they cost and where around ${hoods[0]} and ${hoods[1]} to find good versions.`,
  );
  const sections = [
    h2(`Eating in ${P.city}`),
    para(
      w.o(
        `Food in ${P.city} is at its best at markets, street stalls and small family restaurants with short menus.`,
        `The food that people in ${P.city} eat every day happens in markets, shophouses and stalls, and it is rarely expensive.`,
      ),
      foodHighlight
        ? `${capitalise(foodHighlight)} is the best introduction to eating here.`
        : `The markets of ${hoods[0]} are the best introduction to eating in ${P.city}.`,
      `A simple meal at a local place in ${P.city} costs around ${P.range(2, 5)}, and a sit-down dinner in ${hoods[1]} about ${P.range(10, 20)} a head.`,
    ),
    h2('The dishes'),
    ...dishes.flatMap((dish, index) => [
      h3(`${index + 1}. ${dish.name}`),
      para(
        `${dish.name} is ${dish.note}; ${where(index)}.`,
        index % 3 === 0
          ? w.o(
              `Expect to pay ${P.range(2, 5)} for it in ${P.city}.`,
              `A plate in ${P.city} costs around ${P.range(2, 6)}.`,
              `In ${P.city} it usually costs ${P.range(2, 5)}.`,
              `Budget ${P.range(2, 6)} for it at a simple place in ${P.city}.`,
            )
          : '',
      ),
    ]),
    h2('Where to eat'),
    para(
      `Markets are the best classroom for food in ${P.city}: go hungry, go early and order whatever the people next to you are having.`,
      w.o(
        `In ${hoods[2]} and ${hoods[3]}, small family restaurants serve many of the dishes above for a fraction of tourist-area prices.`,
        `The streets of ${hoods[3]} are full of small family restaurants, and they are where we ate best in ${P.city}.`,
      ),
      `For a special occasion, restaurants in ${hoods[1]} turn the same classics into something more refined, at ${P.range(25, 60)} a head.`,
    ),
    h2('Drinks'),
    para(
      `Do not skip the drinks in ${P.city}: fresh fruit juices, iced teas and local coffee are part of daily life, and most cost ${P.range(1, 3)}.`,
      P.climate === 'tropical'
        ? `In the heat of ${P.city}, a fresh coconut or a sugarcane juice from a street cart is often the best thing you will drink all day.`
        : `On colder days in ${P.city}, a hot soup or a pot of tea from a small shop does more good than any café drink.`,
      `Tap water in ${P.city} is ${P.countryName === 'Japan' || P.countryName === 'Singapore' || P.countryName === 'South Korea' || P.countryName === 'Hong Kong' || P.countryName === 'Taiwan' ? 'generally treated to a high standard, though many locals still boil or filter it' : 'not usually drunk straight from the tap, so stick to bottled or filtered water'}.`,
    ),
    h2('Ordering tips'),
    bullets([
      `Point and smile: menus in smaller places in ${P.city} are often only in ${P.language}`,
      `Go where it is busy in ${hoods[2]}; turnover means fresh food`,
      `Ask for less spicy food the first time in ${P.city}, then work your way up`,
      `Carry small notes in ${currencyWord(P)}, since stalls in ${P.city} may not have change`,
    ]),
    h2('Dietary needs'),
    para(
      `Vegetarians can eat well in ${P.city}, but fish sauce, shrimp paste and meat stock hide in many dishes, so learn how to say "no meat, no fish" in ${P.language}.`,
      `Allergies are harder to explain, and a card written in ${P.language} describing yours is worth preparing before you arrive in ${P.city}.`,
    ),
    h2('Cooking at home'),
    para(
      `If you are staying a while, a cooking class in ${P.city} is the best way to understand these dishes and to make them again at home.`,
      `Fresh markets in ${hoods[0]} sell everything you need, usually for less than supermarkets, and stallholders in ${P.city} are happy to explain unfamiliar herbs.`,
    ),
    h2('Eating safely'),
    para(
      `Street food in ${P.city} is generally safe if you follow the locals: busy stalls, food cooked in front of you and ice from proper factory bags.`,
      `Give your stomach a few days to adjust after arriving in ${P.city}, and carry oral rehydration salts just in case.`,
    ),
  ];
  return {
    title: `${dishes.length} Dishes You Must Try in ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'food', 'local dishes', 'street food'),
  };
}

/** Islands are reached by boat or plane, whatever the distance. */
function isIsland(place: Place): boolean {
  return /\bisland\b/i.test(place.description) && !/islands minutes away/i.test(place.description);
}

/** How long the trip between two places takes, by the means that actually connect them. */
function travelTime(from: Place, to: Place, km: number): string {
  const overland = from.country === to.country && !isIsland(from) && !isIsland(to);
  if (km < 120 && (overland || km < 40))
    return `about ${Math.max(1, Math.round(km / 50))} hour${km < 75 ? '' : 's'} by road`;
  if (km < 450 && overland) return `roughly ${Math.round(km / 60)} hours by road or rail`;
  if (km < 450) return `a short flight or a ferry ride away`;
  if (km < 1000) return `a short flight away`;
  return `a flight of a couple of hours`;
}

function weekendTrips(w: Writer): Parts {
  const { P } = w;
  const trips = nearby(P.place, 12)
    .filter((entry) => entry.km >= 15 && entry.km <= 1300)
    .slice(0, 6);
  /** When few other places are in reach, the city's own highlights make day trips instead. */
  const dayTrips = P.rawHighlights.slice(0, Math.max(0, Math.min(4, 6 - trips.length)));
  const count = trips.length + dayTrips.length;
  const farther = nearby(P.place, 12)
    .filter((entry) => entry.km > 1300)
    .slice(0, 3)
    .map((entry) => entry.place.city);
  const intro = w.o(
    `One of the joys of living in ${P.city} is how much is within reach for a weekend. These are ${count} trips our members in ${P.city} take again and again, with distances, how to get there and what to do once you arrive.`,
    `When ${P.city} starts to feel small, or simply too busy, these ${count} weekend escapes are the ones we recommend, with how long they take, what they cost and the highlights at the other end.`,
  );
  const sections = [
    h2('Planning a weekend away'),
    para(
      `Friday evening departures from ${P.city} are popular, so book transport a few days ahead around public holidays.`,
      `Most of the trips below work with one or two nights away from ${P.city}; the further ones deserve a long weekend.`,
    ),
    ...trips.flatMap((trip, index) => {
      const T = placeFacts(trip.place, countryFor(trip.place), w.faker);
      const abroad = T.countryName !== P.countryName;
      return [
        h3(`${index + 1}. ${T.city}`),
        para(
          `${T.city} is ${numberFormat.format(trip.km)} km from ${P.city}, ${travelTime(P.place, trip.place, trip.km)}.`,
          w.o(
            `Spend your time on ${list([T.highlights[0], T.highlights[1]])}, and leave room for ${T.highlights[2] ?? 'a slow dinner'}; it is a different world from ${P.city}.`,
            `The draw from ${P.city} is ${T.highlights[0]}, with ${T.highlights[1]} close behind.`,
            `Most weekenders from ${P.city} head straight for ${T.highlights[1]} and then ${T.highlights[0]}.`,
            `Visitors from ${P.city} come for ${T.highlights[0]}, but ${T.highlights[2] ?? T.highlights[1]} is the part they talk about afterwards.`,
          ),
          `In ${T.city}, stay in ${T.hood(0)}, where a comfortable double room costs around ${T.range(35, 80)} a night${T.scale < P.scale ? `, a welcome change from ${P.city} prices` : T.scale > P.scale ? `, more than you would pay back in ${P.city}` : `, much as you would pay in ${P.city}`}.`,
          abroad
            ? w.o(
                `Getting to ${T.city} from ${P.city} means crossing a border, so check the rules for ${T.visa.short} and take your passport.`,
                `A trip from ${P.city} to ${T.city} means immigration on both sides; check the rules for ${T.visa.short} before you book.`,
                `Remember your passport for ${T.city}: the trip from ${P.city} crosses a border, and most visitors arrive on ${T.visa.short}.`,
                `A weekend in ${T.city} means leaving ${P.countryName}, so check your re-entry rules for ${P.city} as well as ${T.visa.short}.`,
                `Crossing the border to ${T.city} is simple for most passports, but read up on ${T.visa.short} before leaving ${P.city}.`,
                `For ${T.city} you need your passport and, depending on nationality, ${T.visa.short}; allow time at the border on the way back to ${P.city}.`,
              )
            : `${T.climate === 'cold' || T.climate === 'temperate' ? `Pack a warm layer, as ${T.city} averages just ${T.temperature}°C against ${P.temperature}°C in ${P.city}.` : `Expect average temperatures of about ${T.temperature}°C in ${T.city}, compared with ${P.temperature}°C back in ${P.city}.`}`,
        ),
      ];
    }),
    ...dayTrips.flatMap((highlight, index) => [
      h3(`${trips.length + index + 1}. ${highlight}`),
      para(
        w.o(
          `${capitalise(midSentence(highlight))} is close enough to ${P.city} for a day out, and it feels like a proper escape.`,
          `Not every trip needs a flight: ${midSentence(highlight)} is within easy reach of ${P.city}.`,
          `${capitalise(midSentence(highlight))} makes a relaxed day away from the busier parts of ${P.city}.`,
        ),
        w.o(
          `Set off early from ${P.hood(index)} to beat the crowds${P.climate === 'tropical' ? ' and the heat' : ''}, and book a driver for the day for around ${P.range(35, 70)}.`,
          `Go on a weekday if you can, leaving ${P.hood(index)} early, and budget ${P.range(20, 50)} for transport and entry.`,
          `Locals in ${P.hood(index)} can point you to the best time to go; a car and driver costs around ${P.range(35, 70)} for the day.`,
        ),
        w.o(
          `Pack water, a hat and some cash in ${currencyWord(P)}, since card machines are rarer outside central ${P.city}.`,
          `It pairs well with a long lunch somewhere near ${P.hood(index + 2)} on the way back into ${P.city}.`,
          `Stay for the late afternoon if you can; the light is kinder and most day-trippers from ${P.city} have gone.`,
        ),
      ),
    ]),
    ...(trips.length < 4 && farther.length
      ? [
          h2('Further afield'),
          para(
            `When a weekend is not enough, ${P.airport} puts ${list(farther)} within a few hours of ${P.city}.`,
            `Watch for fare sales and public holidays, and a long weekend from ${P.city} becomes a proper change of scene.`,
          ),
        ]
      : []),
    h2('When to go'),
    para(
      `The wet months in ${P.city} fall ${P.wet}, and they are worth planning around: roads, ferries and flights are all more likely to be disrupted.`,
      `Public holidays are the other thing to watch, because half of ${P.city} seems to leave town at the same time and prices rise accordingly.`,
      `Going on a Thursday evening and coming back to ${P.city} on Sunday morning avoids the worst of both.`,
    ),
    h2('Getting there'),
    para(
      P.extra.rides
        ? `For the closer trips, many people in ${P.city} simply book a car and driver, or use ${orList(P.extra.rides)} to reach the bus terminal.`
        : `For the closer trips, trains and long-distance buses from ${P.city} are comfortable, punctual and cheap.`,
      `Flights from ${P.airport} make the further destinations realistic for a long weekend, especially if you book a few weeks ahead.`,
      `Budget ${P.range(60, 180)} for transport on a typical weekend away from ${P.city}, more if you fly.`,
    ),
    h2('Weekend budget'),
    bullets([
      `Bus fare: ${P.range(10, 40)}`,
      `Domestic flight: ${P.range(50, 150)}`,
      `Hotel night: ${P.range(35, 90)}`,
      `Daily driver: ${P.range(40, 80)}`,
    ]),
    para(
      `Prices above are typical for trips from ${P.city}; booking a week or two ahead and travelling outside holidays keeps them at the lower end.`,
    ),
    h2('Closer to home'),
    para(
      `Not every weekend needs a bag: ${list([P.highlights[2] ?? P.highlights[0], P.highlights[3] ?? P.highlights[1]])} are within reach of ${P.city} for a day out.`,
      `Many residents of ${P.city} also keep one weekend a month free for simply exploring a new neighbourhood, such as ${P.hood(4)}.`,
    ),
    h2('Practical tips'),
    bullets([
      `Carry your passport or residence card on every trip out of ${P.city}`,
      `Book the return leg to ${P.city} before Sunday-evening seats sell out`,
      `Check the weather ${P.wet}, when storms can disrupt travel from ${P.city}`,
      `Let someone in ${P.city} know your plans if you are heading somewhere remote`,
    ]),
  ];
  return {
    title: `${count} Weekend Trips from ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'weekend trips', 'day trips', 'travel'),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Questions and answers
 * ---------------------------------------------------------------------------------------------- */

/** Minutes ahead of UTC for the time zones the places use. */
const UTC_OFFSET: Record<string, number> = {
  'Asia/Bangkok': 420,
  'Asia/Colombo': 330,
  'Asia/Ho_Chi_Minh': 420,
  'Asia/Hong_Kong': 480,
  'Asia/Jakarta': 420,
  'Asia/Kathmandu': 345,
  'Asia/Kolkata': 330,
  'Asia/Kuala_Lumpur': 480,
  'Asia/Kuching': 480,
  'Asia/Makassar': 480,
  'Asia/Manila': 480,
  'Asia/Phnom_Penh': 420,
  'Asia/Seoul': 540,
  'Asia/Shanghai': 480,
  'Asia/Singapore': 480,
  'Asia/Taipei': 480,
  'Asia/Tokyo': 540,
  'Asia/Vientiane': 420,
  'Asia/Yangon': 390,
};

function hoursText(minutes: number): string {
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const word = numberWord(whole);
  if (rest === 30) return `${word} and a half hours`;
  if (rest === 45) return `${word} hours and forty-five minutes`;
  return `${word} hour${whole === 1 ? '' : 's'}`;
}

function utcLabel(minutes: number): string {
  const rest = minutes % 60;
  return `UTC+${Math.floor(minutes / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

function soloSafety(w: Writer): Parts {
  const { P } = w;
  const [a, b, c] = [0, 1, 2].map(P.hood) as [string, string, string];
  const unsettled = P.countryName === 'Myanmar';
  const intro = w.o(
    `Is ${P.city} safe for someone travelling alone? We asked solo travellers and long-term residents, men and women, and put their answers together with the practical details: emergency numbers, the scams that actually happen and which areas of ${P.city} feel best after dark.`,
    `Solo travel raises its own questions, and ${P.city} is no exception. Here is an honest answer about safety in ${cityAndCountry(P)}, from petty theft and traffic to nights out, health and what to do if something goes wrong.`,
  );
  const sections = [
    h2('The short answer'),
    para(
      unsettled
        ? `${P.city} itself is calm day to day and violent crime against foreigners is rare, but the wider political situation is unsettled, so read your government's travel advice before booking and keep checking it during your stay.`
        : w.o(
            `For most people, yes: ${P.city} is a safe place to travel alone, and violent crime against visitors is rare.`,
            `Yes, with the usual big-city caveats: ${P.city} sees far more petty theft and traffic accidents than anything serious.`,
          ),
      `The risks that do exist in ${P.city} are mostly predictable, which means they are also mostly avoidable.`,
      `Solo travellers we spoke to in ${P.city} worried more about ${P.climate === 'tropical' ? 'the heat and the traffic' : 'the traffic and getting lost'} than about crime.`,
    ),
    h2(`What are the risks in ${P.city}?`),
    bullets([
      `Bag snatching and pickpocketing in crowded parts of ${P.city}, especially around ${P.highlights[0]}`,
      `Traffic: crossing the road in ${P.city} takes practice, and scooter accidents are a leading cause of injury`,
      `Overcharging by unlicensed taxis and touts near ${P.airportName}`,
      `Drinks left unattended in busy bars in ${b}`,
      P.coastal
        ? `Strong currents at beaches near ${P.city}, particularly when the red flags are up`
        : `${P.climate === 'tropical' ? 'Heat exhaustion' : 'Cold snaps and slippery pavements'} when you underestimate the weather in ${P.city}`,
    ]),
    h2(`Is ${P.city} safe at night?`),
    para(
      `Central areas of ${P.city} such as ${a} stay busy into the evening, and walking there at night generally feels fine.`,
      `Quieter residential streets in ${c} are a different matter after midnight, not because of crime so much as poor lighting and the occasional loose dog.`,
      P.extra.rides
        ? `After a late night in ${c}, ordering a car through ${orList(P.extra.rides)} is safer than flagging one down, because the trip is tracked and the fare is fixed.`
        : `After a late night in ${P.city}, take a licensed taxi from a rank or ask the bar to call one for you.`,
    ),
    h2(`Is ${P.city} safe for women?`),
    para(
      `Women who travel solo in ${P.city} generally describe it as comfortable, with more unwanted attention in nightlife areas than anywhere else.`,
      `Dressing modestly at temples and in local neighbourhoods of ${P.city} avoids stares, and a confident "no, thank you" ends most unwanted conversations.`,
      `Hostels and guesthouses in ${b} often have women-only dorms, which are a good way to meet other travellers in ${P.city}.`,
    ),
    h2(`Common scams in ${P.city}`),
    bullets(
      w.some(
        [
          `The "closed attraction" story near ${P.highlights[1] ?? P.highlights[0]}, followed by an offer to take you somewhere else`,
          `Taxis in ${P.city} that refuse the meter and quote a flat fare three times the usual price`,
          `Friendly strangers in ${a} who suggest a tea shop, gem store or bar that turns out to be expensive`,
          `Rental scooters in ${P.city} "damaged" on return, with a bill attached; photograph everything first`,
          `Money changers in ${P.city} who count quickly and hand over less than agreed`,
          `Fake tour bookings for ${P.highlights[2] ?? P.highlights[0]} sold by street agents with no office`,
        ],
        5,
      ),
    ),
    h2('Getting around safely'),
    para(
      transportLine(w, P, 1),
      `If you rent a scooter in ${P.city}, wear a helmet, carry the right licence and check that your insurance covers you; many policies do not.`,
      `Walking is the best way to know ${P.city}, but watch for pavements that end without warning and traffic that does not stop for pedestrian crossings.`,
    ),
    h2('If something goes wrong'),
    para(
      `Save these numbers before you arrive in ${P.city}, and share your accommodation address with someone at home.`,
    ),
    bullets([
      `Police: ${P.emergency.police}`,
      `Ambulance: ${P.emergency.ambulance}`,
      `Fire: ${P.emergency.fire}`,
      ...(P.emergency.tourist_police ? [`Tourist police: ${P.emergency.tourist_police}`] : []),
    ]),
    para(
      hospitalLine(w, P, 2),
      `Report theft at the nearest police station in ${P.city} and ask for a written report; your insurer will want it.`,
      `If you lose your passport in ${P.city}, contact your embassy or consulate straight away, as replacing it takes time.`,
    ),
    h2('Where to stay'),
    para(
      `For a first visit, stay somewhere central and busy: ${a} is the obvious choice in ${P.city}, with ${b} a calmer alternative.`,
      `Hostels in ${P.city} are a good way to meet people, and many have private rooms for when you want quiet.`,
      `Read recent reviews for mentions of lockers, reception hours and how the area around the building feels late at night in ${P.city}.`,
    ),
    h2('Meeting people'),
    para(
      `Solo travel in ${P.city} does not have to mean being alone: walking tours, cooking classes and day trips are easy ways to meet other travellers.`,
      `Meet new acquaintances from apps in busy public places in ${a}, tell someone where you are going, and arrange your own way home.`,
      w.o(
        `Many people we spoke to made their best friends in ${P.city} at a language exchange or a running club rather than in a bar.`,
        `A cooking class or a guided walk around ${P.highlights[1] ?? P.highlights[0]} is a relaxed way to meet people in your first days in ${P.city}.`,
      ),
    ),
    h2('Do you need insurance?'),
    para(
      `Yes: a single night in a private hospital in ${P.city} can cost more than a week of travel, and evacuation for serious cases is far more.`,
      `Check that your policy covers scooters if you plan to ride one in ${P.city}, and keep the insurer's emergency number with your passport.`,
    ),
    h2('Health on the road'),
    para(
      P.tropical
        ? `The biggest health risks for travellers in ${P.city} are heat, stomach bugs and mosquito-borne illnesses such as dengue, which peaks ${P.wet}.`
        : `Health risks in ${P.city} are modest, and the main problems travellers report are colds, stomach bugs and sore feet.`,
      `Drink plenty of water, use repellent if mosquitoes are around, and give your body a few days to adjust to ${P.city}.`,
    ),
    h2('Our verdict'),
    para(
      `${P.city} rewards solo travellers who use ordinary common sense: keep valuables close, agree prices first, and trust your instincts when something feels off.`,
      w.o(
        `Most people who arrive in ${P.city} nervous leave wishing they had stayed longer.`,
        `Travelling alone in ${P.city} is, for most people, easier than they expected.`,
      ),
    ),
  ];
  return {
    title: `Is ${P.city} Safe for Solo Travellers?`,
    intro,
    sections,
    keywords: keywordsFor(P, 'safety', 'solo travel', 'scams'),
  };
}

function costOfLivingQa(w: Writer): Parts {
  const { P } = w;
  const [a, b, c] = [0, 1, 2].map(P.hood) as [string, string, string];
  const neighbour = nearby(P.place, 4).find((entry) => entry.km >= 40);
  const intro = w.o(
    `How much do you really need to live in ${P.city}? We broke a month down into rent, food, transport, bills and fun, using prices our members in ${P.city} pay today, for three different lifestyles.`,
    `The honest answer to "how much does ${P.city} cost?" is that it depends on how you live. So here are three real monthly budgets for ${P.city}, plus the detail behind each one: rent, food, transport, healthcare and the extras that add up.`,
  );
  const sections = [
    h2('The short answer'),
    para(
      `A single person can live simply in ${P.city} on about ${P.range(650, 900)} a month, comfortably on ${P.range(1100, 1600)} and very well on ${P.range(2000, 3200)}.`,
      `Couples can add roughly half again, and families with children in international schools in ${P.city} should budget considerably more.`,
    ),
    bullets([
      `Shoestring: ${P.range(650, 900)}`,
      `Comfortable: ${P.range(1100, 1600)}`,
      `Generous: ${P.range(2000, 3200)}`,
    ]),
    h2('How much is rent?'),
    para(
      `Rent is the biggest single cost in ${P.city}, and it varies hugely with the building.`,
      `A room in a shared house or a small studio in ${c} costs ${P.range(200, 380)}, a modern one-bedroom in ${a} around ${P.range(450, 850)}, and a two-bedroom with a pool and gym in ${b} ${P.range(800, 1500)}.`,
      `Most leases in ${P.city} ask for a deposit of one or two months, so your first month costs more than the rest.`,
    ),
    h2('What does food cost?'),
    para(
      `Eating out in ${P.city} can be cheaper than cooking, as long as you eat where locals eat.`,
      `A simple meal at a market stall or canteen in ${P.city} costs ${P.range(2, 4)}, a meal at a casual restaurant ${P.range(6, 12)}, and dinner for two with drinks at a nice place in ${a} around ${P.range(35, 70)}.`,
      `Groceries for one person run to ${P.range(150, 260)} a month in ${P.city}, more if you buy imported cheese, wine and breakfast cereals.`,
    ),
    h2('What about transport?'),
    para(
      transportLine(w, P, 2),
      `Most people in ${P.city} spend ${P.range(30, 80)} a month getting around, or ${P.range(50, 90)} to rent a scooter by the month.`,
      `Flights home from ${P.airport} are the big irregular cost to plan for.`,
    ),
    h2('Bills and internet'),
    para(
      `Electricity is the bill that surprises people in ${P.city}, ${P.climate === 'tropical' ? 'because air conditioning runs for much of the day' : P.climate === 'cold' ? 'because heating runs for months in winter' : 'particularly in the hottest and coldest months'}.`,
      `Expect ${P.range(40, 100)} a month for electricity and water in a one-bedroom in ${P.city}, plus ${P.range(15, 30)} for home internet and ${P.range(8, 18)} for a mobile plan from ${P.extra.networks}.`,
    ),
    h2('Healthcare and insurance'),
    para(
      `A visit to a GP at a private hospital such as ${P.privateHospitals[0] ?? P.hospitals[0] ?? `the main hospital in ${P.city}`} costs around ${P.range(25, 60)}, and specialists charge more.`,
      `International health insurance for someone living in ${P.city} typically costs ${P.range(60, 180)} a month, depending on age and cover.`,
      `Public hospitals in ${P.city} are far cheaper but busier, and you may need someone to translate.`,
    ),
    h2('Nights out'),
    para(
      `A local beer in a bar in ${a} costs ${P.range(2, 4)}, a cocktail in a smarter place ${P.range(6, 12)}, and a cinema ticket in ${P.city} about ${P.range(4, 8)}.`,
      `Gym memberships in ${P.city} run ${P.range(25, 60)} a month, and a yoga class or a football pitch booking costs ${P.range(8, 15)}.`,
    ),
    h2('One-off costs'),
    para(
      `The first month in ${P.city} always costs more than the rest.`,
      `Budget for a deposit of one or two months' rent, a few weeks of short-term accommodation while you search, and basics for the flat, which together can reach ${P.range(1200, 2500)} in ${P.city}.`,
      `Visa fees, translations and the occasional trip to an immigration office in ${P.city} add a little more on top.`,
    ),
    h2('What about families?'),
    para(
      `Families in ${P.city} spend most of their extra money on space and schooling.`,
      `A three-bedroom in a family-friendly area such as ${c} costs ${P.range(1000, 2000)}, and international school fees in ${P.city} range from ${P.range(6000, 20000)} a year per child.`,
      `Local childcare and domestic help are far cheaper in ${P.city} than in most Western countries, which changes the maths for many families.`,
    ),
    h2('Earning locally or remotely'),
    para(
      `How comfortable ${P.city} feels depends on where your money comes from.`,
      `On a foreign salary, ${P.city} can feel ${P.cost === 'High' ? 'manageable' : 'generous'}, while on a local salary in ${currencyWord(P)} the same lifestyle takes more careful budgeting.`,
      `Teachers and people working in ${P.industries[0]} in ${P.city} usually live well but save less than remote workers paid from abroad.`,
    ),
    h2('Where can you save?'),
    bullets([
      `Eat lunch at markets and canteens in ${P.city}, where the set meals are excellent value`,
      `Sign a longer lease in ${c} rather than a short one in ${a}`,
      `Buy local brands at the supermarket in ${P.city} instead of imported ones`,
      P.extra.cashFirst
        ? `Withdraw cash in larger amounts in ${P.city} to keep ATM fees down`
        : `Pay with ${P.extra.pay} rather than foreign cards, avoiding fees in ${P.city}`,
      `Use public transport or walk in central ${P.city} instead of taking cars everywhere`,
    ]),
    neighbour
      ? h2(`Is ${P.city} cheaper than ${neighbour.place.city}?`)
      : h2('How does it compare?'),
    neighbour
      ? para(
          `People often weigh ${P.city} against ${neighbour.place.city}, ${numberFormat.format(neighbour.km)} km away.`,
          neighbour.place.costOfLiving === P.cost
            ? `The two cost roughly the same overall, so the choice between ${P.city} and ${neighbour.place.city} usually comes down to lifestyle rather than money.`
            : COST_SCALE[neighbour.place.costOfLiving] > P.scale
              ? `${neighbour.place.city} is noticeably more expensive, especially for rent, which is one reason people choose ${P.city} instead.`
              : `${neighbour.place.city} is cheaper, particularly for rent and eating out, but ${P.city} offers more in return for the extra.`,
        )
      : para(
          `Compared with big Western cities, ${P.city} is ${P.cost === 'High' ? 'similar for rent but often cheaper for food and transport' : 'cheaper on almost every line of the budget'}.`,
        ),
    h2('The bottom line'),
    para(
      `${P.city} is ${P.cost === 'Low' ? 'one of the more affordable places in the region to live well' : P.cost === 'Medium' ? 'good value for what it offers, without being a bargain' : 'expensive by regional standards, but salaries and quality of life often make up for it'}.`,
      `Track your spending for the first two months in ${P.city}, and you will quickly see where your own money goes.`,
    ),
  ];
  return {
    title: `How Much Does It Cost to Live in ${P.city}?`,
    intro,
    sections,
    keywords: keywordsFor(P, 'cost of living', 'budget', 'rent prices'),
  };
}

function remoteWorkQa(w: Writer): Parts {
  const { P } = w;
  const [a, b] = [0, 1].map(P.hood) as [string, string];
  const offset = UTC_OFFSET[P.place.timezone] ?? 420;
  const spaces = [...P.named, ...P.informal];
  const intro = w.o(
    `Plenty of people dream of working from ${P.city} with a laptop and a view. We answer the practical questions: visas, internet, time zones, where to work, what it costs and what remote workers who live in ${P.city} find hardest.`,
    `Can you really work remotely from ${P.city}? In short, yes, but the details of life in ${P.city} matter. Here is what to know about the internet, visas, time zones, coworking and daily costs before you set up your desk in ${cityAndCountry(P)}.`,
  );
  const sections = [
    h2('The short answer'),
    para(
      `Yes: ${P.city} has the internet, workspaces and services that remote work needs, and a community of people already doing it.`,
      P.visa.nomad
        ? `The ${P.visa.nomad} gives remote workers in ${P.city} a clear legal route, which is not something every country offers.`
        : `The main complication is legal, because there is no visa designed for remote workers covering ${P.city}.`,
    ),
    h2(`Is the internet in ${P.city} good?`),
    para(
      `Home fibre in ${P.city} is ${P.size === 'town' ? 'available in most areas, though speeds vary more than in big cities' : 'widely available and usually fast enough for video calls'}, and costs around ${P.range(15, 30)} a month.`,
      `Mobile data from ${P.extra.networks} is a reliable backup in ${P.city}, and a generous plan costs ${P.range(8, 20)}.`,
      `Before you commit to a flat in ${a}, run a speed test at the time of day you usually take calls.`,
    ),
    h2('Where do people work?'),
    spaces.length
      ? para(
          `The places remote workers mention most often in ${P.city} are ${list(spaces)}.`,
          `A coworking day pass costs around ${P.range(7, 15)} and a month ${P.range(100, 190)}, while cafés in ${b} cost you only the coffee.`,
        )
      : para(
          `Remote workers in ${P.city} mostly use cafés and their own flats, with a day pass at a coworking space costing around ${P.range(7, 15)}.`,
        ),
    h2('What about time zones?'),
    para(
      `${P.city} is on ${utcLabel(offset)}, which puts it ${hoursText(offset)} ahead of London in winter and ${hoursText(offset + 300)} ahead of New York.`,
      offset >= 420
        ? `That suits anyone working with Australia or the rest of Asia, but a European team means afternoon and evening calls in ${P.city}, and an American one often means early mornings or late nights.`
        : `That makes European hours workable from ${P.city}, with calls in the afternoon, while American clients usually mean late evenings.`,
      `Agree core hours with your team before you move to ${P.city}, not after the first missed meeting.`,
    ),
    h2('What about visas?'),
    para(
      P.visa.nomad
        ? `If you plan to stay in ${P.city} for more than a few weeks, look at the ${P.visa.nomad}, which typically asks for proof of income, health insurance and an employer or clients abroad.`
        : `There is no dedicated remote-work visa, so remote workers in ${P.city} usually stay on ${P.visa.short} for short periods, which does not suit long stays.`,
      `Working for clients or employers inside the country is a different matter and needs a work permit, even for freelance jobs in ${P.city}.`,
      `Taxes deserve a conversation with an adviser, because staying in ${P.city} for more than about half a year can make you tax-resident.`,
    ),
    h2('What does it cost?'),
    bullets([
      `Rent in ${a}: ${P.range(450, 850)}`,
      `Coworking: ${P.range(100, 190)}`,
      `Internet: ${P.range(25, 45)}`,
      `Food: ${P.range(250, 450)}`,
      `Health insurance: ${P.range(60, 150)}`,
    ]),
    para(
      `All in, most remote workers in ${P.city} spend ${P.range(1100, 1800)} a month, which leaves room to save on a Western salary.`,
    ),
    h2('Where should you live?'),
    para(
      `Most remote workers in ${P.city} choose between ${a}, which is busy and convenient, and ${b}, which trades a little convenience for calm.`,
      `Look for a flat in ${P.city} with a separate space for your desk, good light and ${P.climate === 'tropical' ? 'air conditioning in the room you work in' : 'heating that actually reaches the room you work in'}.`,
      `Serviced apartments in ${a} are worth the premium for the first month, while you work out your routine.`,
    ),
    h2('Getting paid and banking'),
    para(
      `Most remote workers in ${P.city} keep getting paid into an account at home and use a multi-currency card for spending in ${currencyWord(P)}.`,
      P.extra.cashFirst
        ? `Small purchases in ${P.city} are still mostly paid in cash, so keep a stock of small notes and use cards where they are accepted.`
        : `Small purchases in ${P.city} often go through ${P.extra.pay}, which may need a local account, so check what works with a foreign card.`,
      `Withdraw cash in larger amounts in ${P.city} to keep ATM fees down.`,
    ),
    h2('Staying productive'),
    para(
      `The people who thrive working from ${P.city} set a routine in the first week and stick to it: same desk, same hours, and a clear end to the day.`,
      `Plan sightseeing such as ${P.highlights[1] ?? P.highlights[0]} for weekends or early mornings, and keep weekdays in ${P.city} for work.`,
      `${P.climate === 'tropical' ? `Working through the hottest hours in air-conditioned comfort and going out in the evening suits the climate of ${P.city}.` : `Shorter winter days in ${P.city} make it worth getting outside at lunchtime while it is light.`}`,
    ),
    h2('Healthcare'),
    para(
      `Remote workers in ${P.city} mostly use private clinics and hospitals such as ${P.hospitals[0] ?? `the main hospital in ${P.city}`}, where appointments are quick.`,
      `Make sure your insurance covers outpatient care in ${P.city}, not only emergencies.`,
    ),
    h2('Weekends'),
    para(
      `Weekends are when ${P.city} pays you back for the work: ${P.highlights[1] ?? P.highlights[0]}, ${P.highlights[3] ?? P.highlights[2] ?? P.highlights[0]} and short trips out of town are all within easy reach.`,
      `Plenty of remote workers in ${P.city} keep Fridays light so they can make the most of them.`,
    ),
    h2('Is there a community?'),
    para(
      `${P.city} has ${P.size === 'town' ? 'a small but friendly remote-work scene, built around a few cafés and regular meet-ups' : 'an active remote-work community with regular meet-ups, talks and social events'}.`,
      `Coworking spaces in ${P.city} are the easiest way in, and many run events that are open to non-members.`,
      `Outside work, ${list([P.highlights[0], P.highlights[2] ?? P.highlights[1]])} are where remote workers tend to unwind at weekends.`,
    ),
    h2('What is hardest?'),
    para(
      `Loneliness comes up more than the internet: working from a flat in ${P.city} all day can get isolating, which is why so many people pay for coworking even when home is fine.`,
      `The other challenge is separating work and travel, since ${P.city} constantly tempts you out of the door.`,
    ),
    h2('Our verdict'),
    para(
      w.o(
        `${P.city} is a very workable base for remote work, provided you sort the visa, the internet and the time-zone overlap before you arrive.`,
        `Sort the legal side and check your time-zone overlap, and ${P.city} makes a comfortable, productive base for remote work.`,
      ),
    ),
  ];
  return {
    title: `Can You Work Remotely from ${P.city}?`,
    intro,
    sections,
    keywords: keywordsFor(P, 'remote work', 'digital nomads', 'time zones'),
  };
}

function findingWorkQa(w: Writer): Parts {
  const { P } = w;
  const [a, b] = [0, 1].map(P.hood) as [string, string];
  const intro = w.o(
    `Finding a job in ${P.city} as a foreigner is possible, but it rarely happens by accident. We answer the questions we hear most: which industries hire, whether you need ${P.language}, how work permits work and what salaries in ${P.city} look like.`,
    `"How do I find work in ${P.city}?" is one of the most common questions in our forums. Here are straight answers about the industries that hire foreigners, permits, salaries and where the jobs in ${P.city} are actually advertised.`,
  );
  const sections = [
    h2('The short answer'),
    para(
      `Most foreigners in ${P.city} work in ${P.industries[0]}, ${P.industries[1]} or education, or they bring their job with them and work remotely.`,
      `Local hiring in ${P.city} is competitive, and employers need a reason to sponsor a work permit, so specialist skills count for a lot.`,
    ),
    h2('Which industries hire foreigners?'),
    bullets(
      P.industries.map((industry, index) =>
        w.o(
          `${capitalise(industry)}: ${index === 0 ? `the biggest employer of foreigners in ${P.city}` : `steady demand in ${P.city} for experienced specialists`}`,
          `${capitalise(industry)}: ${index === 0 ? `the sector most foreigners in ${P.city} end up in` : `openings in ${P.city} mostly for senior or niche roles`}`,
        ),
      ),
    ),
    para(
      `Beyond those, international schools, hotels and multinational offices in ${P.city} hire foreigners for roles where English or specific experience matters.`,
    ),
    h2('What about teaching English?'),
    para(
      `Teaching is still the most common first job for foreigners in ${P.city}.`,
      `Most schools in ${P.city} ask for a degree and a teaching certificate such as a CELTA or a 120-hour TEFL, and native-level English.`,
      `Salaries for teachers in ${P.city} typically run ${P.range(900, 1600)} a month, more at international schools, which also expect a teaching licence from home.`,
    ),
    h2(`Do you need ${P.language} in ${P.city}?`),
    para(
      P.english
        ? `Not for most professional jobs in ${P.city}, because English is widely used at work, but it helps in customer-facing roles.`
        : `For most jobs in ${P.city} outside teaching and international companies, yes, or at least enough to handle daily work.`,
      `Even basic ${P.language} shows employers in ${P.city} that you are planning to stay, which matters when they weigh up a work permit.`,
    ),
    h2('How do permits work?'),
    para(
      P.visa.work
        ? `Most jobs in ${P.city} come with the ${P.visa.work}, which your employer applies for or sponsors.`
        : `Jobs in ${P.city} need a work permit sponsored by your employer.`,
      `Expect to provide degree certificates, a police check and a medical, and do not start working in ${P.city} until the permit is approved.`,
      `Changing jobs in ${P.city} usually means a new permit, so check the rules before you resign.`,
    ),
    h2('What do jobs pay?'),
    bullets([
      `Teaching: ${P.range(900, 1600)}`,
      `Hospitality: ${P.range(1200, 2200)}`,
      `Software: ${P.range(1800, 4000)}`,
      `Senior management: ${P.range(3500, 7000)}`,
    ]),
    para(
      `Local contracts in ${P.city} pay less than expat packages, which often add housing, flights and insurance.`,
    ),
    h2('Where are jobs advertised?'),
    para(
      `Our own jobs board lists openings in ${P.city}, and LinkedIn is widely used for professional roles.`,
      `Many of the best jobs in ${P.city} are never advertised, so networking events, alumni groups and coworking spaces in ${a} and ${b} matter more than you might think.`,
      `Recruiters in ${P.city} who specialise in ${P.industries[0]} can be useful, as long as they do not ask you for a fee.`,
    ),
    h2('Can you freelance?'),
    para(
      `Freelancing for clients abroad while living in ${P.city} is common, but it sits in a legal grey area unless your visa clearly allows it.`,
      `Freelancing for local clients in ${P.city} almost always needs a work permit or a registered business, and the rules are enforced.`,
      `Many freelancers in ${P.city} set up a company with a local partner or through an accountant, which takes time and money but makes everything simpler afterwards.`,
    ),
    h2('Moving without a job'),
    para(
      `Some people arrive in ${P.city} first and look for work once they are here, and it can work, especially in teaching and ${P.industries[0]}.`,
      `If you do, bring enough savings for three to six months in ${P.city}, which means roughly ${P.range(3500, 7000)}.`,
      `Employers in ${P.city} notice when a candidate has already committed to the city, which can tip a decision your way.`,
    ),
    h2('What about your partner?'),
    para(
      `Dependant visas usually let a spouse live in ${P.city} with you, but not always work there.`,
      `Check whether your partner can work before you accept a job in ${P.city}, as it changes the household budget considerably.`,
    ),
    h2('How long it takes'),
    para(
      `Most people we know found work in ${P.city} within two to four months, faster in teaching and slower in specialist corporate roles.`,
      `The permit then adds several weeks before you can start, so plan your savings in ${P.city} accordingly.`,
    ),
    h2('Volunteering and internships'),
    para(
      `Volunteering in ${P.city} is a good way to meet people and learn how local organisations work, but check your visa allows it.`,
      `Internships at companies in ${P.city} are sometimes open to foreign graduates, though many are unpaid.`,
    ),
    h2('Any tips for interviews?'),
    para(
      `Employers in ${P.city} want to know you will stay, so explain why you chose ${P.city} and how long you plan to be there.`,
      `Dress a notch more formally than you would at home for interviews in ${P.city}, and bring printed copies of your certificates.`,
    ),
    h2('Our verdict'),
    para(
      `Finding work in ${P.city} is realistic if you target the right industries and arrive with the paperwork ready.`,
      w.o(
        `Give the search three months, keep your savings healthy, and treat every coffee with someone in ${P.city} as a possible lead.`,
        `Budget for a search of two or three months in ${P.city}, and say yes to every introduction along the way.`,
      ),
    ),
  ];
  return {
    title: `How Do Foreigners Find Work in ${P.city}?`,
    intro,
    sections,
    keywords: keywordsFor(P, 'jobs', 'work permits', 'careers'),
  };
}

function longStayVisas(w: Writer): Parts {
  const { P } = w;
  const where = P.cityState ? P.city : P.countryName;
  const intro = w.o(
    `Falling for ${P.city} is easy; staying is the hard part. We answer the questions people ask once a holiday turns into a plan: how long you can stay, whether you can extend, and which long-stay visas make sense for living in ${P.city}.`,
    `You have visited ${P.city}, you love it and you want to stay longer. What now? Here are plain answers about extensions, long-stay visas, retirement, study and the rules that catch people out in ${cityAndCountry(P)}.`,
  );
  const sections = [
    h2(`How long can you stay in ${P.city}?`),
    para(
      `Most visitors to ${P.city} arrive on ${P.visa.short}, and the length of stay depends on your passport.`,
      `Check the exact figure for your nationality before you fly to ${P.city}; a difference of a few days matters when you are planning a longer stay.`,
      `Overstaying, even briefly, leads to fines in ${P.city} and can affect future applications.`,
    ),
    h2('Can you extend?'),
    para(
      `Many short stays can be extended once at the immigration office that serves ${P.city}, for a fee and with a few documents.`,
      `Go early, take copies of your passport, your entry stamp and proof of your address in ${P.city}, and expect to wait.`,
      `Extensions buy time in ${P.city}, but they are not a long-term plan.`,
    ),
    h2('Which long-stay visas exist?'),
    para(`The main routes for people who want to live in ${P.city} are:`),
    bullets(
      P.visa.all.map((type) =>
        /tourist|visitor|visit|exempt|arrival|e-visa|eta\b|k-eta|visa-free/i.test(type)
          ? `${type}, for shorter stays in ${P.city}`
          : `${type}, one of the longer-term routes into ${P.city}`,
      ),
    ),
    para(
      `Requirements change, so confirm the details with the official immigration website for ${where} before you apply from ${P.city}.`,
    ),
    h2('What about remote workers?'),
    para(
      P.visa.nomad
        ? `The ${P.visa.nomad} is the one to look at if you earn from abroad and want to base yourself in ${P.city} for months at a time.`
        : `There is no visa designed for remote workers covering ${P.city}, so long stays usually mean a job, study or retirement route.`,
      `Whatever you choose, keep proof of income and insurance ready, because immigration in ${P.city} may ask for it at any renewal.`,
    ),
    h2('Can you retire here?'),
    para(
      P.visa.retire
        ? `Yes: the ${P.visa.retire} is designed for retirees, and many people living in ${P.city} use it.`
        : `There is no dedicated retirement visa covering ${P.city}, so retirees usually rely on other long-stay routes.`,
      `Expect minimum age, income or savings requirements, and budget for health insurance, which becomes more expensive with age in ${P.city} as anywhere else.`,
    ),
    h2('What about studying?'),
    para(
      P.visa.student
        ? `Universities and language schools in ${P.city} can sponsor the ${P.visa.student}, and learning ${P.language} properly is a good reason to stay.`
        : `Studying in ${P.city} is possible through schools that sponsor a student visa, and learning ${P.language} properly is a good reason to stay.`,
      `Attendance is checked, and schools in ${P.city} must report students who stop turning up.`,
    ),
    h2('Registering your address'),
    para(
      `Depending on your visa, you may need to report your address in ${P.city} to the authorities, and sometimes report again at regular intervals.`,
      `Landlords and hotels in ${P.city} often handle this for short stays, but long-stayers should check it is done.`,
    ),
    h2('Bringing your family'),
    para(
      `Most long-stay visas that cover ${P.city} have a dependant version for a spouse and children, though the rules on unmarried partners vary.`,
      `Marriage and birth certificates usually need to be legalised and translated, which is far easier to arrange before you leave home than from ${P.city}.`,
    ),
    h2('Working on it'),
    para(
      `A long-stay visa that lets you live in ${P.city} does not automatically let you work there.`,
      `Retirement and remote-work routes usually forbid local employment, so read the conditions before taking on any paid work in ${P.city}.`,
    ),
    h2('Insurance'),
    para(
      `Several long-stay visas covering ${P.city} require health insurance with a minimum level of cover, and immigration may ask to see the policy at each renewal.`,
      `Even where it is optional, insurance is worth having in ${P.city}: private hospitals such as ${P.privateHospitals[0] ?? P.hospitals[0] ?? 'the larger city hospitals'} expect payment or a guarantee before treatment.`,
    ),
    h2('Bank accounts'),
    para(
      `A long-stay visa is usually what unlocks a local bank account in ${P.city}, and with it local payment apps, cheaper transfers and easier rent payments.`,
      `Take your passport, visa, proof of address in ${P.city} and sometimes a letter from your employer or school; requirements vary from branch to branch, so try another if the first says no.`,
    ),
    h2('Permanent residence'),
    para(
      `Permanent residence is possible for some people after years of legal residence in ${P.city} and elsewhere in ${where}, but the bar is high and the process slow.`,
      `For most foreigners in ${P.city}, renewing a long-stay visa every year or two is the realistic plan.`,
    ),
    h2('Families'),
    para(
      `Spouses and children can usually join a main visa holder in ${P.city} on dependant visas, though the rules for unmarried partners vary.`,
      `Bring marriage and birth certificates with official translations to ${P.city}; obtaining them from abroad later is slow.`,
    ),
    h2('A realistic timeline'),
    bullets([
      `Three months before: gather documents and book any appointments for ${P.city}`,
      `One month before: confirm insurance and accommodation in ${P.city}`,
      `First week: register your address in ${P.city} if required`,
      `Two months before expiry: start renewals at the ${P.city} office`,
    ]),
    h2('Common mistakes'),
    bullets([
      `Leaving an extension in ${P.city} until the last day`,
      `Assuming the rules are the same as last year in ${P.city}`,
      `Travelling abroad from ${P.city} without a re-entry permit where one is needed`,
      `Letting health insurance lapse while ${withArticle(P.city)} visa still requires it`,
    ]),
    h2('What about tax?'),
    para(
      `Staying in ${P.city} for more than about half a year can make you tax-resident, even if you earn your money elsewhere.`,
      `Speak to an adviser who knows both your home country and ${where} before the six-month mark in ${P.city}, not after it.`,
    ),
    h2('The bottom line'),
    para(
      w.o(
        `Staying long-term in ${P.city} is very possible, but it works best when you choose the visa that matches what you actually do there.`,
        `Match the visa to your real life in ${P.city}, keep your paperwork tidy, and long stays become far less stressful.`,
      ),
    ),
  ];
  return {
    title: `Can You Stay Long-Term in ${P.city}? Visas, Extensions and Residence`,
    intro,
    sections,
    keywords: keywordsFor(P, 'long-stay visas', 'extensions', 'residence'),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Comparisons
 * ---------------------------------------------------------------------------------------------- */

/** A price in both places, in each local currency, with dollars when the currencies differ. */
function both(P: PlaceFacts, Q: PlaceFacts, minUsd: number, maxUsd: number): string {
  if (P.currency === Q.currency)
    return `${P.range(minUsd, maxUsd)} in ${P.city} against ${Q.range(minUsd, maxUsd)} in ${Q.city}`;
  return `${P.range(minUsd, maxUsd)} (about ${P.usd((minUsd + maxUsd) / 2)}) in ${P.city} against ${Q.range(minUsd, maxUsd)} (about ${Q.usd((minUsd + maxUsd) / 2)}) in ${Q.city}`;
}

function cheaper(P: PlaceFacts, Q: PlaceFacts): PlaceFacts | null {
  if (P.scale === Q.scale) return null;
  return P.scale < Q.scale ? P : Q;
}

function climateCompare(P: PlaceFacts, Q: PlaceFacts): string {
  const diff = P.temperature - Q.temperature;
  if (Math.abs(diff) <= 2)
    return `The climates are similar, averaging ${P.temperature}°C in ${P.city} and ${Q.temperature}°C in ${Q.city}.`;
  const warmer = diff > 0 ? P : Q;
  const cooler = diff > 0 ? Q : P;
  return `${warmer.city} is the warmer of the two, averaging ${warmer.temperature}°C against ${cooler.temperature}°C in ${cooler.city}, which matters more than you might expect over a full year.`;
}

function nomadComparison(w: Writer): Parts {
  const { P, Q } = w;
  const pSpaces = [...P.named, ...P.informal];
  const qSpaces = [...Q.named, ...Q.informal];
  const pOffset = UTC_OFFSET[P.place.timezone] ?? 420;
  const qOffset = UTC_OFFSET[Q.place.timezone] ?? 420;
  const low = cheaper(P, Q);
  let pScore = 0;
  if (low === P) pScore += 1;
  if (low === Q) pScore -= 1;
  if (P.visa.nomad && !Q.visa.nomad) pScore += 1;
  if (Q.visa.nomad && !P.visa.nomad) pScore -= 1;
  if (P.named.length > Q.named.length) pScore += 1;
  if (Q.named.length > P.named.length) pScore -= 1;
  const winner = pScore >= 0 ? P : Q;
  const loser = winner === P ? Q : P;
  const intro = w.o(
    `${P.city} and ${Q.city} both turn up on shortlists for remote workers, but they offer very different days. We compare cost, internet, coworking, visas, time zones and lifestyle to help you decide whether ${P.city} or ${Q.city} suits the way you work.`,
    `Torn between ${P.city} and ${Q.city} as a base for remote work? We have lived and worked in both, and here is how ${P.city} and ${Q.city} compare on the things that matter once the laptop is open: money, internet, visas, community and life after hours.`,
  );
  const sections = [
    h2('At a glance'),
    bullets([
      `Cost of living: ${P.city} ${P.cost.toLowerCase()}, ${Q.city} ${Q.cost.toLowerCase()}`,
      `Remote-work visa: ${P.visa.nomad ? `${P.city} has the ${P.visa.nomad}` : `none for ${P.city}`}; ${Q.visa.nomad ? `${Q.city} has the ${Q.visa.nomad}` : `none for ${Q.city}`}`,
      `Time zone: ${P.city} ${utcLabel(pOffset)}, ${Q.city} ${utcLabel(qOffset)}`,
      `Average temperature: ${P.city} ${P.temperature}°C, ${Q.city} ${Q.temperature}°C`,
      `Size: ${P.city} about ${P.population} people, ${Q.city} about ${Q.population}`,
    ]),
    h2('Cost'),
    para(
      low
        ? `${low.city} is cheaper than ${low === P ? Q.city : P.city}, and the gap shows most in rent.`
        : `${P.city} and ${Q.city} cost about the same overall, so price alone will not decide this one.`,
      `A modern one-bedroom costs ${both(P, Q, 450, 850)}.`,
      `All in, a month for a remote worker comes to roughly ${both(P, Q, 1100, 1700)}.`,
    ),
    h2('Internet and coworking'),
    para(
      pSpaces.length
        ? `In ${P.city}, remote workers gravitate to ${list(pSpaces)}.`
        : `In ${P.city}, most remote workers use cafés and their own flats.`,
      qSpaces.length
        ? `In ${Q.city}, the usual names are ${list(qSpaces)}, a different mix from ${P.city}.`
        : pSpaces.length
          ? `In ${Q.city}, cafés and home offices do most of the work, unlike in ${P.city}.`
          : `In ${Q.city} as in ${P.city}, cafés and home offices do most of the work.`,
      P.named.length === Q.named.length
        ? `Neither ${P.city} nor ${Q.city} has a clear edge for dedicated coworking, so check the spaces near where you plan to live.`
        : `${P.named.length > Q.named.length ? P.city : Q.city} has more dedicated coworking spaces than ${P.named.length > Q.named.length ? Q.city : P.city}, which matters if you take a lot of calls.`,
      `Home fibre is widely available in both, and a month of it costs ${both(P, Q, 15, 30)}.`,
    ),
    h2('Visas'),
    para(
      P.visa.nomad && Q.visa.nomad
        ? `Both have a route for remote workers: the ${P.visa.nomad} for ${P.city} and the ${Q.visa.nomad} for ${Q.city}.`
        : P.visa.nomad || Q.visa.nomad
          ? `Only one of them has a dedicated route: ${(P.visa.nomad ? P : Q).city} with the ${(P.visa.nomad ?? Q.visa.nomad)!}, while remote workers in ${(P.visa.nomad ? Q : P).city} rely on shorter stays.`
          : `Neither ${P.city} nor ${Q.city} has a visa designed for remote workers, so long stays in either need careful planning.`,
      P.countryName === Q.countryName
        ? `As ${P.city} and ${Q.city} are in the same country, the visa rules are identical; the difference is the immigration office you deal with.`
        : `Short stays start on ${P.visa.short} in ${P.city} and ${Q.visa.short} in ${Q.city}, and the length depends on your passport.`,
    ),
    h2('Time zones'),
    para(
      pOffset === qOffset
        ? `${P.city} and ${Q.city} share a time zone, ${utcLabel(pOffset)}, so your working hours would not change.`
        : `${P.city} is on ${utcLabel(pOffset)} and ${Q.city} on ${utcLabel(qOffset)}, which shifts your overlap with Europe and the Americas by ${hoursText(Math.abs(pOffset - qOffset))}.`,
      `For teams in Europe, ${pOffset <= qOffset ? P.city : Q.city} is slightly easier; for teams in Australia, ${pOffset <= qOffset ? Q.city : P.city} is.`,
    ),
    h2('Life after work'),
    para(
      `Evenings and weekends in ${P.city} revolve around ${list([P.highlights[0], P.highlights[1]])}, while ${Q.city} offers ${list([Q.highlights[0], Q.highlights[1]])}.`,
      climateCompare(P, Q),
      P.coastal !== Q.coastal
        ? `If you want the sea close by, ${P.coastal ? P.city : Q.city} is the obvious choice over ${P.coastal ? Q.city : P.city}.`
        : `Both ${P.city} and ${Q.city} give you a good mix of things to do without needing to travel far.`,
    ),
    h2('Community'),
    para(
      P.size === Q.size
        ? `${P.city} and ${Q.city} are similar in size, and both have active communities of remote workers who meet through coworking spaces and online groups.`
        : `${[P, Q].sort((x, y) => y.place.population - x.place.population)[0]!.city} is the bigger place, with more meet-ups and events, while ${[P, Q].sort((x, y) => x.place.population - y.place.population)[0]!.city} has a smaller community where faces become familiar quickly.`,
      `In ${P.city} as in ${Q.city}, the fastest way in is to join a coworking space for the first month and say yes to every invitation.`,
    ),
    h2('Getting there'),
    para(
      `${P.city} is served by ${P.airport}, and ${Q.city} by ${Q.airport}.`,
      `Check direct routes from your home city to each before deciding between ${P.city} and ${Q.city}, since a change of plane adds up over a year.`,
    ),
    h2('Where nomads stay'),
    para(
      `Remote workers in ${P.city} mostly live around ${P.hood(0)} and ${P.hood(1)}, while in ${Q.city} they favour ${Q.hood(0)} and ${Q.hood(1)}.`,
      `Monthly stays in serviced apartments cost ${both(P, Q, 600, 1100)}, and co-living rooms with a desk are a little cheaper in both.`,
    ),
    h2('Food and daily life'),
    para(
      `Eating out is part of the routine in both: a simple lunch costs ${both(P, Q, 2, 5)}.`,
      `Small payments run on ${P.extra.pay} in ${P.city}${P.countryName === Q.countryName ? ` as in ${Q.city}` : ` and on ${Q.extra.pay} in ${Q.city}`}, so set those up early.`,
      P.english === Q.english
        ? `English is ${P.english ? `widely spoken in both ${P.city} and ${Q.city}` : `limited outside work settings in both ${P.city} and ${Q.city}`}, so ${P.english ? 'day-to-day errands are easy' : 'a few local phrases go a long way'}.`
        : `English is more widely spoken in ${P.english ? P.city : Q.city}, which makes errands and admin easier than in ${P.english ? Q.city : P.city}.`,
    ),
    h2('Healthcare'),
    para(
      `For private care, remote workers in ${P.city} use ${P.hospitals[0] ?? 'the main city hospital'}, and in ${Q.city} ${Q.hospitals[0] ?? 'the main city hospital'}.`,
      `A GP visit costs ${both(P, Q, 25, 60)}, so good travel or health insurance is essential either way.`,
    ),
    h2('Safety'),
    para(
      `Both ${P.city} and ${Q.city} are generally safe for remote workers, with petty theft and traffic the main risks.`,
      `Keep laptops out of sight on the street in both, and back up your work before any trip between ${P.city} and ${Q.city}.`,
    ),
    h2('Who should pick which?'),
    bullets([
      `Pick ${P.city} if you love ${P.highlights[0]} and want a ${P.size === 'megacity' || P.size === 'big city' ? 'big-city' : 'smaller-city'} pace`,
      `Pick ${Q.city} over ${P.city} if ${Q.highlights[0]} and a ${Q.size === 'megacity' || Q.size === 'big city' ? 'big-city' : 'smaller-city'} pace appeal more`,
      low
        ? `Pick ${low.city} over ${low === P ? Q.city : P.city} if stretching your budget is the priority`
        : `Pick whichever of ${P.city} and ${Q.city} has direct flights to home, since costs are similar`,
      pOffset === qOffset
        ? `Time zones will not decide it, as ${P.city} and ${Q.city} share ${utcLabel(pOffset)}`
        : `Pick ${pOffset < qOffset ? P.city : Q.city} over ${pOffset < qOffset ? Q.city : P.city} if most of your calls are with Europe`,
    ]),
    h2('Our verdict'),
    para(
      `For most remote workers, we would lean towards ${winner.city}${low === winner ? ', mainly for the lower costs' : winner.visa.nomad && !loser.visa.nomad ? ', mainly for the clearer visa route' : ', mainly for the choice of workspaces'}.`,
      `But ${loser.city} makes more sense than ${winner.city} if you value ${loser.coastal ? 'the sea' : loser.climate === 'tropical' ? 'year-round warmth' : 'a change of seasons'} or already have friends there.`,
      `Best of all, try a month in each; ${P.city} and ${Q.city} are both easy places to start.`,
    ),
  ];
  return {
    title: `${P.city} vs ${Q.city}: Which Suits Digital Nomads?`,
    intro,
    sections,
    keywords: [P.city, Q.city, 'digital nomads', 'remote work', 'comparison'],
  };
}

function costComparison(w: Writer): Parts {
  const { P, Q } = w;
  const low = cheaper(P, Q);
  const intro = w.o(
    `How far does your money go in ${P.city} compared with ${Q.city}? We put ${P.city} and ${Q.city} side by side, line by line, from rent and groceries to transport, healthcare and nights out, with prices in both local currencies.`,
    `${P.city} or ${Q.city}: which is cheaper to live in, and by how much? Here is a detailed comparison of what a month really costs in ${P.city} and in ${Q.city}, based on what people living there pay.`,
  );
  const sections = [
    h2('The summary'),
    para(
      low
        ? `Overall, ${low.city} is the cheaper place to live, with ${low === P ? Q.city : P.city} costing noticeably more in most categories.`
        : `Overall, ${P.city} and ${Q.city} cost about the same to live in, with small differences depending on your habits.`,
      P.currency === Q.currency
        ? `Both use the ${P.currencyName.replace(/ \(.*\)$/, '')}, which makes the comparison between ${P.city} and ${Q.city} simple.`
        : `${P.city} uses the ${P.currencyName.replace(/ \(.*\)$/, '')} and ${Q.city} the ${Q.currencyName.replace(/ \(.*\)$/, '')}, so we give rough US dollar figures alongside for comparison.`,
    ),
    h2('Rent'),
    para(
      `Rent is where ${P.city} and ${Q.city} differ most.`,
      `A one-bedroom in a modern building costs ${both(P, Q, 450, 850)}.`,
      `Popular areas such as ${P.hood(0)} in ${P.city} and ${Q.hood(0)} in ${Q.city} sit at the top of those ranges, while ${P.hood(3)} and ${Q.hood(3)} are cheaper.`,
    ),
    h2('Food and groceries'),
    para(
      `A simple local meal costs ${both(P, Q, 2, 4)}.`,
      `Dinner for two at a mid-range restaurant runs to ${both(P, Q, 25, 50)}.`,
      `A month of groceries for one person comes to ${both(P, Q, 150, 260)}.`,
    ),
    h2('Transport'),
    para(
      `For most people, a month of getting around costs ${both(P, Q, 30, 80)}.`,
      `${P.extra.rides && Q.extra.rides ? `Ride-hailing is easy in both, with ${P.extra.rides} in ${P.city} and ${Q.extra.rides} in ${Q.city}.` : `${P.transitCard ? `${P.city} has ${P.transitCard} for public transport` : `${P.city} relies more on taxis and buses`}, while ${Q.transitCard ? `${Q.city} has ${Q.transitCard}` : `${Q.city} relies more on taxis and buses`}.`}`,
    ),
    h2('Bills and internet'),
    para(
      `A month of electricity and water for a one-bedroom costs ${both(P, Q, 40, 100)}.`,
      `Home internet adds ${both(P, Q, 15, 30)}, and a mobile plan ${both(P, Q, 8, 18)}.`,
      climateCompare(P, Q),
    ),
    h2('Healthcare'),
    para(
      `A GP visit at a private hospital costs ${both(P, Q, 25, 60)}.`,
      `The usual private choices are ${P.privateHospitals[0] ?? P.hospitals[0] ?? `the main hospital in ${P.city}`} in ${P.city} and ${Q.privateHospitals[0] ?? Q.hospitals[0] ?? `the main hospital in ${Q.city}`} in ${Q.city}.`,
      `Insurance premiums depend more on age and cover than on location, but private treatment in ${low ? low.city : P.city} is generally ${low ? `cheaper than in ${low === P ? Q.city : P.city}` : `priced much as in ${Q.city}`}.`,
    ),
    h2('Going out'),
    para(
      `A local beer costs ${both(P, Q, 2, 4)}, and a month at the gym ${both(P, Q, 25, 60)}.`,
      `The best free entertainment is different in each: ${P.highlights[0]} in ${P.city}, and ${Q.highlights[0]} in ${Q.city}.`,
    ),
    h2('Monthly totals'),
    bullets([
      `${P.city} on a budget: ${P.range(650, 900)} (${Q.city}: ${Q.range(650, 900)})`,
      `${P.city} in comfort: ${P.range(1100, 1600)} (${Q.city}: ${Q.range(1100, 1600)})`,
      `${P.city} with a family: ${P.range(2200, 3600)} (${Q.city}: ${Q.range(2200, 3600)})`,
    ]),
    h2('Rent by area'),
    bullets([
      `${P.hood(0)} or ${Q.hood(0)}, the popular picks: ${P.range(550, 950)} in ${P.city}, ${Q.range(550, 950)} in ${Q.city}`,
      `${P.hood(2)} or ${Q.hood(2)}, the cheaper picks: ${P.range(350, 650)} in ${P.city}, ${Q.range(350, 650)} in ${Q.city}`,
    ]),
    h2('Visas and admin'),
    para(
      `Visa costs are easy to forget when comparing ${P.city} and ${Q.city}.`,
      P.countryName === Q.countryName
        ? `As ${P.city} and ${Q.city} are both in ${P.countryName}, the fees are the same; what differs is how busy the local immigration office is.`
        : `Long stays in ${P.city} usually involve ${P.visa.nomad ? `the ${P.visa.nomad}` : P.visa.work ? `the ${P.visa.work}` : P.visa.short}, and in ${Q.city} ${Q.visa.nomad ? `the ${Q.visa.nomad}` : Q.visa.work ? `the ${Q.visa.work}` : Q.visa.short}, each with its own fees, insurance rules and renewals.`,
      `For fees, translations and photos, budget ${both(P, Q, 100, 400)} a year.`,
    ),
    h2('Hidden costs'),
    para(
      `Some costs only show up after a few months in ${P.city} or ${Q.city}: deposits, furniture, ${P.climate === 'tropical' || Q.climate === 'tropical' ? 'dehumidifiers and air-conditioner servicing' : 'winter clothes and heating'}, and the flights home that living far away makes inevitable.`,
      `From ${P.airport}, those flights may cost more or less than from ${Q.airport}, depending on where home is, so price a return trip from both ${P.city} and ${Q.city} before you decide.`,
    ),
    h2('Shopping'),
    para(
      `Imported goods are where prices in ${P.city} and ${Q.city} diverge most, from cheese and wine to electronics.`,
      `Local brands cost far less in both, and markets in ${P.hood(1)} and ${Q.hood(1)} beat supermarkets for fruit and vegetables.`,
    ),
    h2('Families'),
    para(
      `For families, schooling decides the budget: a year at an international school costs ${both(P, Q, 6000, 20000)} per child.`,
      `Renting a three-bedroom home adds a monthly ${both(P, Q, 1000, 2000)}.`,
    ),
    h2('What about earning?'),
    para(
      `Costs are only half the picture: local salaries in ${P.city} lean on ${P.industries[0]} and ${P.industries[1]}, while ${Q.city} is stronger in ${Q.industries[0]} and ${Q.industries[1]}.`,
      `If you earn in a foreign currency, ${low ? low.city : 'either city'} stretches it further; if you earn locally, the gap between ${P.city} and ${Q.city} matters less than it looks.`,
    ),
    h2('The verdict'),
    para(
      low
        ? `On cost alone, ${low.city} wins, but ${low === P ? Q.city : P.city} may give you more for the extra money, depending on what you value.`
        : `On cost alone, it is close to a draw, so let lifestyle, climate and work decide between ${P.city} and ${Q.city}.`,
      `Whichever you pick, track your spending for two months before deciding that ${P.city} or ${Q.city} is cheap or expensive; habits matter more than headline prices.`,
    ),
  ];
  return {
    title: `${P.city} vs ${Q.city}: Cost of Living Compared`,
    intro,
    sections,
    keywords: [P.city, Q.city, 'cost of living', 'budget', 'comparison'],
  };
}

function condoOrHouse(w: Writer): Parts {
  const { P } = w;
  const [a, b, c, d] = [0, 1, 2, 3].map(P.hood) as [string, string, string, string];
  const intro = w.o(
    `Most foreigners in ${P.city} rent a condo, but a house can give you far more space for similar money. We compare the two honestly, from rent and bills to security, maintenance and the neighbours, so you can decide which suits your life in ${P.city}.`,
    `Condo or house? It is one of the first questions people face when renting in ${P.city}. Here is how the two compare on cost, convenience, space, security and upkeep, with the areas of ${P.city} where each makes most sense.`,
  );
  const sections = [
    h2('The short version'),
    para(
      `Condos in ${P.city} win on convenience, security and facilities; houses win on space, privacy and sometimes price per square metre.`,
      `Singles and couples in ${P.city} usually choose condos, while families and people with pets increasingly look at houses.`,
    ),
    h2('Renting a condo'),
    para(
      `Condos are the default for newcomers in ${P.city}, and areas such as ${a} and ${b} are full of them.`,
      `A one-bedroom condo in ${a} costs ${P.range(450, 850)} a month and a two-bedroom ${P.range(750, 1400)}, usually furnished.`,
    ),
    bullets([
      `Security staff and key-card access in most ${P.city} buildings`,
      `Pools and gyms included in the rent in ${a}`,
      `Repairs handled by building management in ${b} rather than by you`,
      `Less space, thinner walls and rules about pets in ${P.city} condos`,
    ]),
    h2('Renting a house'),
    para(
      `Houses and townhouses in ${P.city} tend to be further from the centre, in areas such as ${c} and ${d}.`,
      `A three-bedroom house in ${d} costs ${P.range(700, 1500)} a month, often unfurnished or partly furnished.`,
    ),
    bullets([
      `Far more space for the money in ${c}`,
      `A garden or roof terrace, which matters in ${P.climate === 'tropical' ? 'the cooler evenings' : 'the warmer months'} in ${P.city}`,
      `Room for pets, visitors and a proper home office in ${P.city}`,
      `More maintenance in ${d}, from gutters to ${P.climate === 'tropical' ? 'air conditioners and termites' : 'boilers and windows'}`,
    ]),
    h2('Bills and running costs'),
    para(
      `Condos in ${P.city} sometimes charge electricity at a building rate above the standard tariff, so ask before signing.`,
      `Houses in ${P.city} are billed directly, which is cheaper per unit but adds up quickly with more rooms to ${P.climate === 'tropical' ? 'cool' : 'heat'}.`,
      `Expect ${P.range(50, 110)} a month for a condo and ${P.range(90, 200)} for a family house in ${P.city}.`,
    ),
    h2('Security'),
    para(
      `Condos in ${P.city} feel secure by design, with staff at the door and cameras in the lifts.`,
      `Houses in ${d} are usually in gated communities or quiet streets where neighbours notice strangers; check the locks, the window grilles and the lighting before you sign.`,
    ),
    h2('Maintenance'),
    para(
      `In a condo in ${a}, a leaking tap is a call to the front desk.`,
      `In a house in ${c}, it is a conversation with the landlord and sometimes a plumber you find yourself, so agree in writing who pays for what.`,
      `Ask the ${P.city} landlord for a list of trusted tradespeople; good ones are worth their weight in gold.`,
    ),
    h2('Finding a house'),
    para(
      `Houses are harder to find online than condos in ${P.city}, and the best ones often go through word of mouth.`,
      `Drive or walk around ${c} and ${d} looking for signs, ask in community groups for ${P.city}, and tell everyone you meet that you are looking.`,
      `Agents in ${P.city} who specialise in houses are fewer but worth finding, as they know which landlords look after their properties.`,
    ),
    h2('Location and getting around'),
    para(
      `Condos cluster near transport and shopping in ${P.city}, which suits people without a car.`,
      `Houses often mean relying on ${P.extra.rides ?? 'taxis'} or your own transport, which changes both your budget and your social life in ${P.city}.`,
    ),
    h2('Furnished or unfurnished?'),
    para(
      `Almost every condo in ${P.city} comes furnished, down to the kettle and the bedding.`,
      `Houses in ${c} are more often partly furnished, which means buying a fridge, a washing machine or beds, at a cost of ${P.range(600, 1500)} for the basics.`,
      `If you buy furniture in ${P.city}, ask whether the landlord will deduct it from the rent or buy it back when you leave.`,
    ),
    h2('Eating for the season'),
    para(
      `I eat more soups and hot dishes in the ${P.wetName} in ${P.city}, and so do most locals; the markets in ${b} fill with them.`,
      `Fruit from the market in ${P.city} is cheap and plentiful, but wash it in clean water and peel what you can.`,
    ),
    h2('Children and pets'),
    para(
      `Families in ${P.city} often start in a condo for the shared pool and playground, then move to a house when the children need more room.`,
      `Pets are the bigger dividing line: many ${P.city} condos ban them outright, while house landlords in ${d} are usually more flexible, sometimes for a larger deposit.`,
    ),
    h2('Viewing checklist'),
    bullets([
      `Water pressure on the top floor of ${withArticle(P.city)} condo, and in every bathroom of a house`,
      `Signs of damp or leaks around the windows in ${c}`,
      `How many air conditioners or heaters work in the ${P.city} property, and how old they are`,
      `Who manages rubbish collection on the street in ${d}`,
      `Mobile signal and internet providers for the building in ${a}`,
    ]),
    h2('Contracts'),
    para(
      `Leases in ${P.city} normally run for a year, with a deposit of one or two months for condos and often two or three for houses.`,
      `Write down who pays for repairs, garden upkeep and pest control in a house in ${c}; it avoids arguments over the deposit at the end.`,
    ),
    h2('Who should choose which?'),
    para(
      `Choose a condo in ${P.city} if you are new, single or a couple, travel often or simply want life to be easy.`,
      `Choose a house if you have children, pets or a lot of visitors, or you plan to stay in ${P.city} for several years.`,
      w.o(
        `Many people do both: a condo in ${a} for the first year, then a house in ${c} once they know ${P.city} well.`,
        `A common path in ${P.city} is a year in a condo in ${b}, followed by a house in ${d} once the family grows.`,
      ),
    ),
  ];
  return {
    title: `Condo or House? Renting in ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'renting', 'condos', 'houses'),
  };
}

function choosingABase(w: Writer): Parts {
  const { P, Q } = w;
  const low = cheaper(P, Q);
  const bigger = P.place.population >= Q.place.population ? P : Q;
  const smaller = bigger === P ? Q : P;
  const intro = w.o(
    `Planning a move and stuck between ${P.city} and ${Q.city}? This comparison of ${P.city} and ${Q.city} is for you. We look at size, cost, climate, healthcare, transport, language and the kind of person ${P.city} and ${Q.city} each suit.`,
    `Choosing between ${P.city} and ${Q.city} for a longer stay is a good problem to have. Here is how ${P.city} and ${Q.city} compare for everyday life, from rent and weather to hospitals, language and what you will do at the weekend.`,
  );
  const sections = [
    h2('Two very different places'),
    para(
      describe(P.place),
      `${Q.city}, by contrast, is ${/^(A|An|The) /.test(Q.place.description) ? Q.place.description.charAt(0).toLowerCase() + Q.place.description.slice(1, -1) : Q.place.description.slice(0, -1)}, a world away from ${P.city}.`,
      `${bigger.city} is the larger of the two, with about ${bigger.population} people against ${smaller.population} in ${smaller.city}${bigger.size === smaller.size ? ', though both feel similar in scale' : ''}.`,
    ),
    h2('Cost of living'),
    para(
      low
        ? `${low.city} is cheaper overall, especially for rent, which in a modern one-bedroom costs ${both(P, Q, 450, 850)}.`
        : `The two are similarly priced: a modern one-bedroom costs ${both(P, Q, 450, 850)}.`,
      `A comfortable month for one person comes to ${both(P, Q, 1100, 1600)}.`,
    ),
    h2('Climate'),
    para(
      climateCompare(P, Q),
      `The wet months come ${P.wet} in ${P.city} and ${Q.wet} in ${Q.city}.`,
    ),
    h2('Language and culture'),
    para(
      P.language === Q.language
        ? `${P.language} is the main language in both ${P.city} and ${Q.city}.`
        : `Daily life runs in ${P.language} in ${P.city} and in ${Q.language} in ${Q.city}.`,
      P.english && Q.english
        ? `English is widely spoken in both ${P.city} and ${Q.city}, which makes the first months easier wherever you land.`
        : P.english
          ? `English is more widely used in ${P.city} than in ${Q.city}, which makes the first months easier.`
          : Q.english
            ? `${Q.city} is the easier of the two for English speakers, and that makes the first months there smoother than in ${P.city}.`
            : `In ${P.city} as in ${Q.city}, learning the basics of the local language makes a real difference to everyday life.`,
    ),
    h2('Healthcare'),
    para(
      `In ${P.city}, most foreigners use ${P.hospitals[0] ?? 'the main city hospital'}, while in ${Q.city} the usual choice is ${Q.hospitals[0] ?? 'the main city hospital'}.`,
      bigger.size === smaller.size
        ? `Both ${P.city} and ${Q.city} handle routine care well, with specialists available in each.`
        : `${bigger.city} has the wider choice of specialists, and people in ${smaller.city} sometimes travel for complex treatment.`,
    ),
    h2('Getting around'),
    para(
      `${P.city} is served by ${P.airport}, and ${Q.city} by ${Q.airport}.`,
      P.transitCard && !Q.transitCard
        ? `Public transport is stronger in ${P.city} than in ${Q.city}, and ${P.transitCard} covers most journeys.`
        : Q.transitCard && !P.transitCard
          ? `${Q.city} has the better public transport, with ${Q.transitCard} covering most journeys, while in ${P.city} you will lean more on ${P.extra.rides ?? 'taxis'}.`
          : `Day to day, getting around ${P.city} and ${Q.city} works in similar ways, with ${P.extra.rides ?? 'taxis'} and ${Q.extra.rides ?? 'taxis'} respectively filling the gaps.`,
    ),
    h2('Where to live'),
    bullets([
      `Where to start: ${P.hood(0)} or ${P.hood(1)} in ${P.city}, ${Q.hood(0)} or ${Q.hood(1)} in ${Q.city}`,
      `On a budget: ${P.hood(2)} in ${P.city}, ${Q.hood(2)} in ${Q.city}`,
    ]),
    h2('Weekends'),
    para(
      `Weekends in ${P.city} mean ${list(P.highlights.slice(0, 3))}.`,
      `In ${Q.city}, it is more likely to be ${list([Q.highlights[0], Q.highlights[1]])}, a different rhythm from ${P.city}.`,
    ),
    h2('Work'),
    para(
      `The local economy in ${P.city} leans on ${list(P.industries.slice(0, 3))}, while ${Q.city} is built around ${list(Q.industries.slice(0, 3))}.`,
      `If you need a local job, start from the industry you work in; it often decides between ${P.city} and ${Q.city} on its own.`,
    ),
    h2('Visas'),
    para(
      P.countryName === Q.countryName
        ? `Because ${P.city} and ${Q.city} are both in ${P.countryName}, the visa question is the same for each; most people start on ${P.visa.short}.`
        : `Most newcomers start on ${P.visa.short} in ${P.city} or ${Q.visa.short} in ${Q.city}, and the long-stay options differ more than the short ones.`,
      P.visa.retire || Q.visa.retire
        ? `Retirees should compare ${P.visa.retire ? `the ${P.visa.retire} for ${P.city}` : `the options for ${P.city}`} with ${Q.visa.retire ? `the ${Q.visa.retire} for ${Q.city}` : `those for ${Q.city}`} carefully.`
        : `Long stays in ${P.city} and ${Q.city} usually depend on a job or study.`,
    ),
    h2('Food'),
    para(
      `Food is a reason to choose either: ${P.city} is known for ${P.highlights.find((h) => /food|market|hawker|noodle|ramen|stall|coffee|cuisine|chicken|durian|dim sum|vada/i.test(h)) ?? 'its markets and small family restaurants'}, and ${Q.city} for ${Q.highlights.find((h) => /food|market|hawker|noodle|ramen|stall|coffee|cuisine|chicken|durian|dim sum|vada/i.test(h)) ?? 'its markets and small family restaurants'}.`,
      `A simple local meal costs ${both(P, Q, 2, 5)}.`,
    ),
    h2('Community'),
    para(
      ...(bigger.size === smaller.size
        ? [
            `${P.city} and ${Q.city} have foreign communities of a similar size, ${P.size === 'megacity' || P.size === 'big city' ? 'large enough for clubs and meet-ups around almost every interest' : 'small enough that regulars soon know each other'}.`,
            `In both, coworking spaces, sports clubs and language exchanges are the quickest way in, whether you pick ${P.city} or ${Q.city}.`,
          ]
        : [
            bigger === P
              ? `${P.city} has a larger foreign community than ${Q.city}, with clubs, meet-ups and online groups for almost every interest.`
              : `The foreign community is larger in ${Q.city} than in ${P.city}, and there are clubs, meet-ups and online groups for almost every interest.`,
            `${smaller.city} is more intimate, and newcomers there tell us they knew half the regulars at their café within a month, something rarer in ${bigger.city}.`,
          ]),
    ),
    h2('Safety'),
    para(
      `Both ${P.city} and ${Q.city} are generally safe for foreigners, with petty theft and traffic the main risks.`,
      `Save the local emergency numbers when you arrive: ambulance ${P.emergency.ambulance} in ${P.city}${P.countryName === Q.countryName ? '' : ` and ${Q.emergency.ambulance} in ${Q.city}`}.`,
    ),
    h2('Family life'),
    para(
      `Families in ${P.city} often settle in ${P.hood(3)}, while in ${Q.city} they look at ${Q.hood(3)}, for space and calmer streets.`,
      `A year of international school fees runs to ${both(P, Q, 6000, 20000)}, so check availability in both before choosing.`,
    ),
    h2('Remote work'),
    para(
      `Remote workers will find coworking in both, ${P.named.length === Q.named.length ? `and neither ${P.city} nor ${Q.city} has a clear edge for dedicated spaces` : `though ${P.named.length > Q.named.length ? P.city : Q.city} has more dedicated spaces than ${P.named.length > Q.named.length ? Q.city : P.city}`}.`,
      P.visa.nomad || Q.visa.nomad
        ? `Visa-wise, ${P.visa.nomad ? `the ${P.visa.nomad} helps in ${P.city}` : `${P.city} has no dedicated remote-work route`}, and ${Q.visa.nomad ? `the ${Q.visa.nomad} in ${Q.city}` : `${Q.city} has none`}.`
        : `Neither ${P.city} nor ${Q.city} has a dedicated remote-work visa, so long stays need another route.`,
    ),
    h2('Which should you choose?'),
    para(
      bigger.size === smaller.size
        ? `Choose ${P.city} if ${midSentence(P.rawHighlights[0]!)} and ${P.coastal ? 'the sea' : P.climate === 'tropical' ? 'year-round warmth' : 'the changing seasons'} appeal most${low === P ? ', especially on a tighter budget' : ''}.`
        : bigger === P
          ? `Choose ${P.city} over ${Q.city} if you want more jobs, more choice and more going on every night of the week.`
          : `Pick ${Q.city} if you want more jobs, more choice and more going on every night of the week than ${P.city} can offer.`,
      bigger.size === smaller.size
        ? `Choose ${Q.city} over ${P.city} if you would rather have ${midSentence(Q.rawHighlights[0]!)} on your doorstep${low === Q ? ' and lower costs' : ''}.`
        : smaller === Q
          ? `Choose ${Q.city} if you want a slower pace${low === Q ? ', lower costs' : ''} and a place where you get to know people more quickly than in ${P.city}.`
          : `${P.city} is the better fit if you want a slower pace${low === P ? ', lower costs' : ''} and a place where you get to know people quickly, something ${Q.city} rarely offers.`,
      w.o(
        `If you can, spend a month in each before signing a lease; ${P.city} and ${Q.city} feel very different once you live there.`,
        `There is no wrong answer between ${P.city} and ${Q.city}, and plenty of people try one and then move to the other.`,
      ),
    ),
  ];
  return {
    title: `Choosing Between ${P.city} and ${Q.city} as a Base`,
    intro,
    sections,
    keywords: [P.city, Q.city, 'relocation', 'expat life', 'comparison'],
  };
}

/* ------------------------------------------------------------------------------------------------
 * First-person blog posts
 * ---------------------------------------------------------------------------------------------- */

function foodMonth(w: Writer): Parts {
  const { P } = w;
  const dishes = dishesFor(P, w, 10);
  const [a, b, c, d] = [0, 1, 2, 3].map(P.hood) as [string, string, string, string];
  const dish = (index: number) => dishes[index % dishes.length]!;
  const foodSight =
    P.rawHighlights.find((h) =>
      /food|market|hawker|noodle|ramen|stall|coffee|cuisine|chicken|durian|dim sum|vada|bazaar/i.test(
        h,
      ),
    ) ?? P.rawHighlights[0]!;
  const intro = w.o(
    `I gave myself one month in ${P.city} with a single goal: eat as well as possible without ever spending much. Here is how it went, week by week, from market breakfasts in ${a} to a cooking class, a few mistakes and the dishes I still dream about.`,
    `A month is just long enough to start eating in ${P.city} like someone who lives there. This is my diary of thirty days of breakfasts, lunches and late-night snacks in ${P.city}, with the places, prices and lessons I would pass on to anyone who loves food.`,
  );
  const sections = [
    h2('The plan'),
    para(
      `I rented a small flat in ${a} for the month, partly for the location and partly because it had a market at the end of the street.`,
      `The rules were simple: no hotel restaurants, no chains, and at least one new dish every day in ${P.city}.`,
      `I set aside ${P.range(300, 450)} for food for the month, which in ${P.city} turned out to be generous.`,
    ),
    h2('Week one: bearings'),
    para(
      `The first week in ${P.city} was all about finding my feet, and my stomach's.`,
      `I started with ${dish(0).name.toLowerCase() === dish(0).name ? dish(0).name : dish(0).name}, ${dish(0).note}, from a stall two streets from my flat in ${a}.`,
      `By day three I had found a lunch spot near ${b} where the owner started setting out my ${dish(1).name} before I had sat down.`,
      `${capitalise(midSentence(foodSight))} was my Saturday treat, and it set the bar for the rest of the month in ${P.city}.`,
    ),
    h2('Week two: breakfasts'),
    para(
      `In week two I made a rule to eat breakfast wherever the queue in ${P.city} was longest.`,
      `That is how I found ${dish(2).name}, ${dish(2).note}, at a place in ${c} that opens at dawn and closes when it sells out.`,
      `Breakfast in ${P.city} rarely cost me more than ${P.money(2.5)}, and a coffee ${P.money(1.5)} more.`,
      `The best discovery of the week was ${dish(3).name}, which I would never have ordered if the woman next to me in ${c} had not pointed at it.`,
    ),
    h2('Week three: further afield'),
    para(
      `By week three I was ready to leave my corner of ${P.city}, taking ${P.extra.rides ?? 'taxis and buses'} to neighbourhoods I had only read about.`,
      `In ${d}, I ate ${dish(4).name}, ${dish(4).note}, in a shophouse with no sign and a very proud owner.`,
      `A Sunday trip to ${P.highlights[1] ?? P.highlights[0]} ended with ${dish(5).name} and a long conversation with a family from ${P.city} who insisted I try everything on their table.`,
    ),
    h2('Week four: cooking'),
    para(
      `In the last week I booked a cooking class in ${b}, which began at the market and ended with lunch.`,
      `We made ${dish(6).name} and ${dish(7).name}, and I learned why mine at home never tasted like the ones in ${P.city}: fresher herbs, hotter pans and a lot more patience than any recipe admits.`,
      `The class cost ${P.range(30, 50)} including ingredients, and it was the best money I spent in ${P.city}.`,
    ),
    h2('Eating with locals'),
    para(
      `The best meals of the month came from invitations: a colleague's family dinner in ${b}, and a birthday feast in ${d} where I was handed dish after dish.`,
      `If someone in ${P.city} offers to take you to their favourite place, say yes; it will not be in any guidebook.`,
      `I learned more about ${P.city} at those tables than anywhere else.`,
    ),
    h2('Vegetarian days'),
    para(
      `I tried a meat-free week in ${P.city}, and it was easier than expected in some places and harder in others.`,
      `Temple restaurants and vegetarian stalls around ${c} were a revelation, while at ordinary stalls in ${P.city} stock and sauces made it tricky.`,
    ),
    h2('Markets I loved'),
    bullets([
      `The morning market in ${a}, for breakfast and fruit`,
      `The stalls around ${c} at lunchtime`,
      `${capitalise(midSentence(foodSight))}, for a lively evening in ${P.city}`,
      `A small covered market in ${d} where I was the only foreigner`,
    ]),
    h2('Mistakes I made'),
    para(
      `I ordered far too much on my first night in ${P.city}, went back for more and regretted it the next morning.`,
      `I also skipped breakfast for the first week, which in ${P.city} means missing some of the best food of the day.`,
    ),
    h2('What I spent'),
    bullets([
      `Breakfasts: ${P.money(60)}`,
      `Lunches: ${P.money(110)}`,
      `Dinners: ${P.money(160)}`,
      `Snacks: ${P.money(45)}`,
      `Cooking class: ${P.money(40)}`,
    ]),
    para(
      `That came to roughly ${P.money(415)} for a month of eating very well in ${P.city}, and I could have spent far less.`,
    ),
    h2('What I learned'),
    bullets([
      `Follow the office workers in ${b} at lunchtime; they know where the value is`,
      `Learn the words for "not spicy" and "delicious" in ${P.language} before arriving in ${P.city}`,
      `Carry small notes, because stalls in ${P.city} rarely have change for big ones`,
      `Go back to the same places in ${a}; the welcome gets warmer every time`,
      `Eat ${dish(8).name} at least twice in ${P.city}, once early and once late`,
    ]),
    h2('Only a weekend?'),
    para(
      `If you have two days in ${P.city} rather than thirty, prioritise ${dish(0).name}, ${dish(2).name} and ${dish(9).name}, and spend one evening at ${midSentence(foodSight)}.`,
      w.o(
        `Then start planning your return; one month in ${P.city} was not nearly enough.`,
        `A month in ${P.city} only scratched the surface, and I am already planning the next one.`,
      ),
    ),
  ];
  return {
    title: `A Food Lover's Month in ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'food', 'street food', 'travel diary'),
  };
}

function beforeMoving(w: Writer): Parts {
  const { P } = w;
  const [a, b, c] = [0, 1, 2].map(P.hood) as [string, string, string];
  const clinic = P.privateHospitals[0] ?? P.publicHospitals[0] ?? `the hospital in ${P.city}`;
  const intro = w.o(
    `I have lived in ${P.city} for a while now, and I love it. But there are things I wish someone had told me before I moved to ${P.city}, from choosing a neighbourhood to paperwork, money, the weather and the loneliness nobody warns you about.`,
    `Moving to ${P.city} was the best decision I have made, and also the most confusing. These are the lessons ${P.city} taught me the hard way, so that you do not have to learn them, whether you are coming for a year or for good.`,
  );
  const lessons: Array<[string, string[]]> = [
    [
      'Area before flat',
      [
        `I took a beautiful flat in ${c} and spent six months commuting to everything I cared about in ${a}.`,
        `In ${P.city}, where you live decides how you spend your days, so choose the area first and the flat second.`,
      ],
    ],
    [
      'Respect the weather',
      [
        `${P.city} has ${climatePhrase(P)}, and that shapes everything from when you run errands to what you wear.`,
        `The wet months come ${P.wet}, and I now plan my year in ${P.city} around them.`,
      ],
    ],
    [
      'Learn the language',
      [
        `I put off learning ${P.language} for a year in ${P.city}, and I regret it.`,
        `Even simple phrases changed how people at the market in ${a} treated me, and classes cost only ${P.range(10, 20)} an hour.`,
      ],
    ],
    [
      'Paperwork takes time',
      [
        `My first visa application in ${P.city} needed three trips and a document I did not have.`,
        `Whether you are on ${P.visa.short} or something longer, keep copies of everything and start renewals a month early in ${P.city}.`,
      ],
    ],
    [
      'Find a doctor early',
      [
        `I met the emergency department at ${clinic} at two in the morning, which is not the ideal introduction.`,
        `Register with a clinic in ${P.city} in your first month, save the ambulance number (${P.emergency.ambulance}) and sort your insurance before anything goes wrong.`,
      ],
    ],
    [
      'Watch the small costs',
      [
        `ATM fees, foreign card charges and imported groceries added a surprising amount to my first months in ${P.city}.`,
        P.extra.cashFirst
          ? `Once I started withdrawing cash less often and shopping at the market in ${b}, my spending in ${P.city} dropped by a fifth.`
          : `Once I switched to ${P.extra.pay} and shopped at the market in ${b}, my spending in ${P.city} dropped by a fifth.`,
      ],
    ],
    [
      'Learn the transport',
      [
        `It took me weeks to learn how ${P.city} moves.`,
        P.transitCard
          ? `Once I had ${P.transitCard} and understood the routes, I stopped taking taxis in ${P.city} almost entirely.`
          : P.extra.rides
            ? `${P.extra.rides} made it easy, but learning the bus routes in ${P.city} saved me a small fortune.`
            : `Learning to agree taxi fares before getting in saved me money and arguments in ${P.city}.`,
      ],
    ],
    [
      'Loneliness is real',
      [
        `Nobody told me how lonely the first three months in ${P.city} could be, even in a busy city.`,
        `What fixed it was routine: the same café in ${a} every morning, a weekly sports game and saying yes to every invitation.`,
      ],
    ],
    [
      'Go easy at first',
      [
        `I ate everything in my first week in ${P.city} and paid for it.`,
        `Build up slowly, drink bottled or filtered water if the locals do, and keep rehydration salts in the flat in ${b}.`,
      ],
    ],
    [
      'Home is far',
      [
        `Flights from ${P.airport} are easy to book and expensive to take often.`,
        `Budget for at least one trip home a year, and for the family visits to ${P.city} that follow once people see your photos.`,
      ],
    ],
    [
      'Slow down',
      [
        `I spent my first year in ${P.city} rushing to see everything, from ${P.highlights[0]} to ${P.highlights[1]}.`,
        `The best days now are the slow ones: a long lunch in ${c}, an evening walk, and ${P.highlights[3] ?? P.highlights[2] ?? P.highlights[0]} when the crowds have gone.`,
      ],
    ],
  ];
  lessons.push([
    'Say yes',
    [
      `The friendships I value most in ${P.city} started with invitations I nearly declined.`,
      `Go to the birthday, the hike, the odd festival in ${b}; ${P.city} opens up to people who turn up.`,
    ],
  ]);
  const chosen = lessons.slice(0, w.int(11, 12));
  const sections = [
    h2('Why I moved'),
    para(
      w.o(
        `I came to ${P.city} for a job in ${P.industries[0]} and expected to stay a year.`,
        `I arrived in ${P.city} on a one-way ticket, a little savings and a plan to work remotely for six months.`,
        `I moved to ${P.city} after two holidays here convinced me that life could be simpler and warmer.`,
      ),
      `That was a while ago, and ${P.city} has been home ever since.`,
      `These are the things I wish I had known before my first day in ${P.city}.`,
    ),
    ...chosen.flatMap(([heading, text], index) => [h3(`${index + 1}. ${heading}`), para(...text)]),
    h2('Weekends'),
    para(
      `Weekends are my reward in ${P.city}: ${P.highlights[0]} when friends visit, ${P.highlights[2] ?? P.highlights[1]} when I want to be alone, and long lunches in ${b} the rest of the time.`,
      `Teaching in the evenings means late dinners in ${P.city}, which suits the city better than I expected.`,
    ),
    h2('Renewals and paperwork'),
    para(
      `Visa and permit renewals in ${P.city} come around faster than you expect, and the school's office handled most of mine.`,
      `Keep every document in one folder, because immigration in ${P.city} asks for the same papers every time.`,
    ),
    h2('What I got right'),
    para(
      `Not everything was a lesson learned the hard way: renting short for the first month in ${P.city} was the best decision I made.`,
      `So was joining a club in ${b} in the first week, which gave me a reason to leave the flat and people to call when things went wrong.`,
    ),
    h2('What I would pack'),
    bullets([
      `Any prescription medicine you need, with the prescription, for your first months in ${P.city}`,
      `Copies of your degree and birth certificates, for paperwork in ${P.city}`,
      P.climate === 'tropical'
        ? `Light clothes for the heat in ${P.city}, and one warm layer for air-conditioned offices`
        : `Proper layers for ${P.city} winters, which are colder indoors than you expect`,
      `A universal adaptor and a power bank for long days out in ${P.city}`,
    ]),
    h2('Would I return?'),
    para(
      `Without hesitation.`,
      `${P.city} has given me friends, work I enjoy and a daily life that still surprises me.`,
      `I would just arrive in ${P.city} with a little more patience, and a lot more ${P.language}.`,
    ),
  ];
  return {
    title: `What I Wish I Knew Before Moving to ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'moving abroad', 'expat life', 'lessons'),
  };
}

function teachingFreelancing(w: Writer): Parts {
  const { P } = w;
  const [a, b] = [0, 1].map(P.hood) as [string, string];
  const desk = P.named[0] ?? P.informal[0] ?? `a café in ${b}`;
  const intro = w.o(
    `A year ago I arrived in ${P.city} with a teaching certificate, a laptop and a vague plan to combine classroom work with freelance writing and design. Here is how my year in ${P.city} has gone: the jobs, the money, the paperwork and what I would do differently.`,
    `One year of teaching and freelancing in ${P.city}: this is an honest account of finding a school, building a client list on the side, juggling two schedules and working out what all of it really pays in ${cityAndCountry(P)}.`,
  );
  const sections = [
    h2(`Why ${P.city}`),
    para(
      `I chose ${P.city} for the usual reasons: ${P.cost === 'High' ? 'good salaries' : 'a reasonable cost of living'}, ${P.highlights[0]} and a friend who had taught here and loved it.`,
      `I had a degree, a 120-hour TEFL certificate and a few years of freelance work behind me, and I wanted both to pay the rent in ${P.city}.`,
    ),
    h2('Finding the teaching job'),
    para(
      `I sent applications to schools in ${P.city} before I arrived, but the offers came after I landed and could meet people in person.`,
      `My school in ${a} pays ${P.range(1000, 1500)} a month for around twenty-five teaching hours a week, plus preparation.`,
      P.visa.work
        ? `The school in ${a} sponsored my ${P.visa.work}, which took about six weeks and a small mountain of documents.`
        : `The school in ${a} sponsored my work permit, which took about six weeks and a small mountain of documents.`,
      `Get your degree certificate and police check legalised before you leave home; doing it from ${P.city} is slow and expensive.`,
    ),
    h2('A typical week'),
    bullets([
      `Monday to Thursday: classes in ${a} from early afternoon into the evening`,
      `Mornings: freelance work at ${desk}, a short trip from home in ${a}`,
      `Friday: lesson planning and invoicing, then dinner with colleagues in ${b}`,
      `Weekends: mostly free, with the odd private lesson in ${P.city}`,
    ]),
    para(
      `Teaching in ${P.city} is front-loaded into afternoons and evenings, when students finish school or work, which leaves mornings free for other things.`,
    ),
    h2('Adding freelance work'),
    para(
      `My freelance clients are all abroad, and I work for them in the mornings from ${desk}, before my ${P.city} teaching day begins.`,
      `Before taking on any freelance work in ${P.city}, I checked what my visa allowed; local clients would have needed permission I did not have.`,
      `It took about four months in ${P.city} to rebuild a steady flow of freelance work, mostly through past clients and referrals.`,
    ),
    h2('The money'),
    bullets([
      `Teaching salary: ${P.range(1000, 1500)}`,
      `Freelance income: ${P.range(600, 1400)}`,
      `Rent in ${a}: ${P.range(400, 650)}`,
      `Everything else: ${P.range(450, 700)}`,
    ]),
    para(
      `Some months in ${P.city} I save a good chunk; in others, a trip or a dentist bill eats it all.`,
      `Freelance income is what makes the difference in ${P.city}, so I treat it as savings rather than spending money.`,
    ),
    h2('The hard parts'),
    para(
      `Two schedules are tiring, and some weeks in ${P.city} I have taught until nine and then answered client emails until midnight.`,
      `Time zones add to the juggling: my clients wake up as my evening classes in ${a} begin.`,
      `And teaching in ${P.city} is real work, with parents, reports and exams, not a gap-year job.`,
    ),
    h2('My students'),
    para(
      `My students in ${P.city} range from primary-school children to office workers from ${b} squeezing in an evening class.`,
      `The children are loud and funny, and the adults are tired and determined; both taught me more about ${P.city} than any guidebook.`,
      `Parents in ${P.city} take education seriously, and reports and parent meetings are a bigger part of the job than I expected.`,
    ),
    h2('Making friends'),
    para(
      `Colleagues at the school in ${a} were my first friends in ${P.city}, and freelancers at ${desk} soon followed.`,
      `A weekly ${P.coastal ? 'swim' : 'run'} and a language exchange filled in the rest, and by month six ${P.city} felt properly social.`,
    ),
    h2('Weekends'),
    para(
      `Weekends are my reward in ${P.city}: ${P.highlights[0]} when friends visit, ${P.highlights[2] ?? P.highlights[1]} when I want to be alone, and long lunches in ${b} the rest of the time.`,
      `Teaching in the evenings means late dinners in ${P.city}, which suits the city better than I expected.`,
    ),
    h2('Renewals and paperwork'),
    para(
      `Visa and permit renewals in ${P.city} come around faster than you expect, and the school's office handled most of mine.`,
      `Keep every document in one folder, because immigration in ${P.city} asks for the same papers every time.`,
    ),
    h2('What I got right'),
    para(
      `Living close to the school in ${a} gave me back hours every week.`,
      `Learning basic ${P.language} made everything from the bank to my landlord easier, and my students in ${P.city} loved hearing me try.`,
      `Keeping one full day off a week, usually for ${P.highlights[1] ?? P.highlights[0]} or simply a long walk, kept me sane.`,
    ),
    h2('What I would change'),
    bullets([
      `Negotiate fewer split shifts at the ${P.city} school from the start`,
      `Open a local bank account in ${P.city} as soon as the visa allowed`,
      `Say no to freelance projects that clash with teaching hours in ${P.city}`,
      `Take ${P.language} lessons in ${P.city} from the first month, not the sixth`,
    ]),
    h2('Would I recommend it?'),
    para(
      `Yes, with caveats: teaching and freelancing in ${P.city} is a good life if you are organised and honest about your energy.`,
      w.o(
        `One year in, I have signed on for another, and ${P.city} feels like home.`,
        `I have just renewed my contract, which says more about ${P.city} than anything above.`,
      ),
    ),
  ];
  return {
    title: `Teaching and Freelancing in ${P.city}: One Year In`,
    intro,
    sections,
    keywords: keywordsFor(P, 'teaching English', 'freelancing', 'jobs'),
  };
}

function rainySeasonHealth(w: Writer): Parts {
  const { P } = w;
  const [a, b] = [0, 1].map(P.hood) as [string, string];
  const clinic = P.privateHospitals[0] ?? P.publicHospitals[0] ?? `the main hospital in ${P.city}`;
  const cold = P.climate === 'cold' || P.climate === 'temperate';
  const intro = w.o(
    `The wet months in ${P.city} come ${P.wet}, and they change everything from your commute to your health. After several ${P.wetName === 'rainy season' ? 'rainy seasons' : `${P.wetName} seasons`} in ${P.city}, these are the habits that keep me well, dry and sane until the sun comes back.`,
    `Every year the ${P.wetName} arrives in ${P.city} ${P.wet}, and every year newcomers are caught out. This is my practical guide to staying healthy through the wet months in ${P.city}: mosquitoes, stomach bugs, damp flats, flooded streets and when to see a doctor.`,
  );
  const sections = [
    h2(`The ${P.wetName} in ${P.city}`),
    para(
      `In ${P.city}, the ${P.wetName} usually means ${P.tropical ? 'heavy afternoon downpours, sticky heat and the occasional day of steady rain' : 'grey skies, high humidity and days of rain that never quite stops'}.`,
      `The average temperature here is ${P.temperature}°C, but it is the humidity that gets you in ${P.city}.`,
      `The rain itself is rarely dangerous; it is everything that comes with it in ${P.city} that needs planning.`,
    ),
    h2('Mosquitoes'),
    para(
      P.tropical
        ? `Dengue is the illness I take most seriously in ${P.city}, and cases rise every ${P.wetName}.`
        : `Mosquitoes are more of a nuisance than a danger in ${P.city}, but they thrive in the wet months.`,
      `I use repellent with DEET or picaridin, keep screens on the windows of my flat in ${a} and empty anything that collects water on the balcony.`,
      P.tropical
        ? `A sudden high fever with body aches or a headache behind the eyes in ${P.city} means a trip to the doctor, not a wait-and-see.`
        : `A coil or plug-in repellent by the bed makes nights in ${P.city} far more pleasant.`,
    ),
    h2('Stomach bugs'),
    para(
      `Food spoils faster in the warm, wet months, and stomach bugs are the most common complaint among my friends in ${P.city}.`,
      `I stick to busy stalls in ${b}, where food is cooked fresh, and skip anything that has been sitting out.`,
      `Rehydration salts from any pharmacy in ${P.city} are cheap, at about ${P.money(2)} a box, and worth keeping at home.`,
    ),
    h2(cold ? 'Slippery streets' : 'Flood water'),
    para(
      cold
        ? `Wet pavements, tiled entrances and steep steps in ${P.city} cause more injuries in the ${P.wetName} than anything else.`
        : `Streets in parts of ${P.city} flood quickly in a heavy downpour, and the water carries everything from drains.`,
      cold
        ? `Shoes with proper grip and a sturdy umbrella are the most useful things I own in ${P.city}.`
        : `Avoid wading through flood water in ${P.city}, especially with cuts on your feet, because of leptospirosis and other infections.`,
      `If you have to, wash and dry your feet thoroughly when you get home to ${a}.`,
    ),
    h2('Damp and mould'),
    para(
      `Mould is the quiet enemy of the ${P.wetName} in ${P.city}: it grows on shoes, bags, walls and wardrobes.`,
      `A dehumidifier costs around ${P.range(80, 160)} in ${P.city}, and it has saved my clothes and, I suspect, my lungs.`,
      `Air the flat in ${a} on dry days, leave wardrobe doors open and keep silica packets in anything leather.`,
    ),
    h2('Getting around'),
    para(
      `Downpours in ${P.city} bring traffic to a crawl, and ${P.extra.rides ? `surge prices on ${P.extra.rides}` : 'long waits for taxis'} follow every heavy shower.`,
      `I plan errands for the mornings, when the weather in ${P.city} is usually kinder, and keep a spare shirt at my desk.`,
      `Scooter riders in ${P.city} should take the wet roads seriously: braking distances double, and painted road markings turn slippery.`,
    ),
    h2('Staying active'),
    para(
      `Outdoor exercise in ${P.city} becomes unpredictable, so I switch to a gym or classes for a few months.`,
      `A monthly gym membership in ${b} costs ${P.range(30, 60)}, and indoor pools, climbing walls and dance classes all fill up in the ${P.wetName}.`,
      `On dry mornings, ${P.highlights[3] ?? P.highlights[0]} is the first place I head.`,
    ),
    h2('Seeing a doctor'),
    para(
      `Do not wait in ${P.city} with a high fever, signs of dehydration or a wound that is getting worse.`,
      `Most foreigners in ${P.city} go to ${clinic}, and the ambulance number is **${P.emergency.ambulance}**.`,
      hospitalLine(w, P, 3),
    ),
    h2('Eating for the season'),
    para(
      `I eat more soups and hot dishes in the ${P.wetName} in ${P.city}, and so do most locals; the markets in ${b} fill with them.`,
      `Fruit from the market in ${P.city} is cheap and plentiful, but wash it in clean water and peel what you can.`,
    ),
    h2('Children and pets'),
    para(
      `Children in ${P.city} are especially vulnerable to mosquito bites and stomach bugs in the ${P.wetName}, so repellent suitable for their age and careful handwashing matter.`,
      `Dogs pick up ticks and skin infections in the damp grass around ${a}; a vet in ${P.city} can recommend seasonal treatments.`,
    ),
    h2('My wet-season kit'),
    bullets([
      `Insect repellent and a plug-in for the bedroom in ${a}`,
      `A compact umbrella and a light rain jacket for ${P.city} downpours`,
      `Sandals or quick-drying shoes for flooded streets in ${P.city}`,
      `Rehydration salts, paracetamol and antiseptic cream from a pharmacy in ${b}`,
      `A waterproof pouch for phone and passport when out in ${P.city}`,
    ]),
    h2('Check your insurance'),
    para(
      `Make sure your health insurance covers outpatient visits in ${P.city}, not only hospital stays; most wet-season illnesses are treated without admission.`,
      `Keep the insurer's number with your ${P.city} emergency contacts, and photograph your policy so it is on your phone.`,
    ),
    h2('Enjoy it'),
    para(
      `For all of the above, I have come to love the ${P.wetName} in ${P.city}: cooler evenings, greener streets, fewer tourists and the sound of rain on the roof in ${a}.`,
      `Take a few precautions and it is one of the best times to be in ${P.city}.`,
    ),
  ];
  return {
    title: `Staying Healthy Through the Rainy Season in ${P.city}`,
    intro,
    sections,
    keywords: keywordsFor(P, 'health', 'rainy season', 'dengue'),
  };
}

function budgetMonth(w: Writer): Parts {
  const { P } = w;
  const [a, b, c] = [0, 1, 2].map(P.hood) as [string, string, string];
  const items: Array<[string, number]> = [
    [`Rent (studio in ${c})`, 300 + w.int(0, 6) * 10],
    ['Utilities', 45 + w.int(0, 4) * 5],
    ['Internet', 25 + w.int(0, 2) * 5],
    ['Groceries', 140 + w.int(0, 6) * 5],
    ['Eating out', 150 + w.int(0, 8) * 5],
    ['Transport', 35 + w.int(0, 4) * 5],
    ['Gym', 30 + w.int(0, 3) * 5],
    ['Going out', 60 + w.int(0, 6) * 5],
    ['Everything else', 40 + w.int(0, 4) * 5],
  ];
  const total = items.reduce((sum, [, usd]) => sum + usd, 0);
  const intro = w.o(
    `How cheaply can you live well in ${P.city}? For one month I tracked every purchase in ${P.city}, from rent to the last coffee, to find out. Here is the full breakdown of my month in ${P.city}, what surprised me, where I overspent and how to do it for less.`,
    `I spent a month in ${P.city} writing down everything I paid for. No guesswork, no averages: just rent, bills, food, transport and fun, and the lessons that came with living on a budget in ${cityAndCountry(P)}.`,
  );
  const sections = [
    h2('The rules'),
    para(
      `I wanted a comfortable life in ${P.city}, not a miserable one, so the rules were loose: a private studio, eating out most days and one social evening a week.`,
      `No big trips, no shopping sprees, and every purchase in ${P.city} written down the same day.`,
    ),
    h2('Rent and bills'),
    para(
      `My studio in ${c} cost ${P.money(items[0]![1])} a month, a little further out than the popular areas but a short ride from ${a}.`,
      `Electricity and water in ${c} came to ${P.money(items[1]![1])}, ${P.climate === 'tropical' ? 'with the air conditioner only on at night' : 'with the heating used sparingly'}, and internet plus a mobile plan from ${P.extra.networks} to ${P.money(items[2]![1])}.`,
    ),
    h2('Food'),
    para(
      `Food was the category I worried about most, and it turned out to be the easiest in ${P.city}.`,
      `Lunches at the market in ${c} cost around ${P.money(2.5)}, and dinners at small local places about ${P.money(4)}.`,
      `I cooked breakfast and a few simple dinners in ${c}, spending ${P.money(items[3]![1])} on groceries and ${P.money(items[4]![1])} eating out.`,
    ),
    h2('Getting around'),
    para(
      transportLine(w, P, 3),
      `Over the month, transport in ${P.city} cost me ${P.money(items[5]![1])}, mostly on trips into ${a} and back.`,
    ),
    h2('Having fun for less'),
    para(
      `The best things I did in ${P.city} that month were free or close to it: ${P.highlights[0]}, ${P.highlights[1]} and long evening walks through ${b}.`,
      `A gym membership in ${b} at ${P.money(items[6]![1])} and one night out a week at around ${P.money(15)} each kept the social side going.`,
    ),
    h2('Week by week'),
    para(
      `The first week in ${P.city} was the most expensive, with a deposit, kitchen basics and too many taxis while I learned the streets of ${c}.`,
      `By the second week I had a routine: market breakfasts, a set lunch near ${a} and cooking two or three evenings.`,
      `Weeks three and four were the cheapest of the month in ${P.city}, and also, oddly, the most enjoyable.`,
    ),
    h2('The full tally'),
    bullets(items.map(([label, usd]) => `${label}: ${P.money(usd)}`)),
    para(
      `That makes roughly **${P.money(total)}** for the month in ${P.city}, a comfortable life on a budget.`,
    ),
    h2('For a couple'),
    para(
      `A couple sharing the same studio in ${c} would spend roughly half as much again, about ${P.money(Math.round(total * 1.5))} a month in ${P.city}.`,
      `A one-bedroom in ${a} would add ${P.range(150, 300)} to that, and make the month considerably more comfortable.`,
    ),
    h2('Where I overspent'),
    para(
      `Imported food was my weakness in ${P.city}: cheese, cereal and good coffee beans cost far more than their local equivalents.`,
      `Taxis home after late nights in ${a} added up too, and I would have saved by leaving a little earlier.`,
    ),
    h2('Spending less'),
    bullets([
      `Share a flat in ${c} instead of renting a studio alone`,
      `Eat where office workers eat in ${P.city}, not where tourists do`,
      `Buy a ${P.climate === 'tropical' ? 'fan and use the air conditioner less' : 'warm duvet and use the heating less'} in your ${P.city} flat`,
      P.extra.cashFirst
        ? `Carry cash in small notes in ${P.city} and avoid card surcharges`
        : `Pay with ${P.extra.pay} in ${P.city} to avoid card fees`,
      `Swap gym fees for the free running routes around ${b}`,
    ]),
    P.coastal ? h2('Beach days for free') : h2('Free days out'),
    para(
      P.coastal
        ? `Living near the sea in ${P.city} is the best budget entertainment there is: a swim, a cheap lunch from a beach stall and a sunset cost almost nothing.`
        : `Parks, temples, markets and long walks made up most of my free time in ${P.city}, and they cost next to nothing.`,
      `I kept one day a week in ${P.city} completely spend-free, which turned out to be easier and more fun than it sounds.`,
    ),
    h2('Compared with home'),
    para(
      `The same lifestyle at home would have cost me considerably more than in ${P.city}, mostly because of rent and eating out.`,
      `Where ${P.city} is not cheaper is imported goods, electronics and anything branded, so those are worth bringing with you.`,
    ),
    h2('Apps that helped'),
    para(
      P.extra.cashFirst
        ? `A simple spreadsheet did all the work, filled in every evening from the receipts and change in my pocket in ${P.city}.`
        : `A simple spreadsheet did most of the work, but paying with ${P.extra.pay} left a record of almost every purchase in ${P.city}.`,
      P.extra.rides
        ? `Comparing fares on ${P.extra.rides} before each ride saved me a little more in ${P.city}.`
        : `Learning the bus routes in ${P.city} saved more than any app.`,
    ),
    h2('Was it worth it?'),
    para(
      `Tracking every purchase for a month in ${P.city} was tedious, but it changed how I spend.`,
      w.o(
        `I now know exactly what a comfortable month in ${P.city} costs, and that it is less than I feared.`,
        `The biggest lesson from my month in ${P.city}: the small daily choices matter far more than the rent.`,
      ),
    ),
  ];
  return {
    title: `Living in ${P.city} on a Budget: A Month of Real Spending`,
    intro,
    sections,
    keywords: keywordsFor(P, 'budget', 'cost of living', 'monthly spending'),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Practical guides: paperwork, healthcare, jobs and customs
 * ---------------------------------------------------------------------------------------------- */

function paperworkBasics(w: Writer): Parts {
  const { P } = w;
  const [a, b] = [0, 1].map(P.hood) as [string, string];
  const intro = w.o(
    `Bank accounts, SIM cards, address registration, tax numbers and driving licences: the paperwork of a new life in ${P.city} is rarely exciting, but getting it right early saves months of small headaches. Here is the order we would tackle it in if we moved to ${P.city} again.`,
    `Nobody moves to ${P.city} for the admin, but a bank account, a phone number and the right registrations make everything else possible. This guide walks through the paperwork newcomers to ${cityAndCountry(P)} face in their first months.`,
  );
  const sections = [
    h2('Start with your visa'),
    para(
      `Almost every other piece of paperwork in ${P.city} depends on your visa, so sort that first.`,
      `Banks, landlords and phone shops in ${P.city} will ask to see your passport and visa, and some services are only open to people on long stays rather than ${P.visa.short}.`,
      `Keep a folder, paper and digital, with copies of your passport, visa pages and entry stamp; you will hand them over again and again in ${P.city}.`,
    ),
    h2('A phone number'),
    para(
      `A local phone number is the key to life in ${P.city}: banks, delivery apps and even some landlords use it to verify you.`,
      `SIM cards from ${P.extra.networks} are sold at ${P.airportName} and in shops across ${P.city}, and registering one needs your passport.`,
      `A monthly plan with plenty of data costs ${P.range(8, 20)} in ${P.city}, and prepaid top-ups are sold at every convenience store.`,
    ),
    h2('Opening a bank account'),
    para(
      `Banks in ${P.city} usually ask for a passport, a long-stay visa, proof of address and sometimes a letter from an employer or school.`,
      `Requirements vary from branch to branch, so if one branch in ${a} says no, try another before giving up.`,
      P.extra.cashFirst
        ? `A local account makes rent, bills and transfers in ${P.city} far simpler, even though day-to-day spending is still mostly cash.`
        : `A local account unlocks ${P.extra.pay}, cheaper transfers and easier rent payments in ${P.city}.`,
    ),
    bullets([
      `Passport and visa, with copies for the ${P.city} branch`,
      `Your lease or a letter confirming your address in ${P.city}`,
      `A local phone number registered in your name in ${P.city}`,
      `An employment letter or school enrolment letter, if you have one in ${P.city}`,
    ]),
    h2('Registering your address'),
    para(
      `Depending on your visa, you may need to register your address in ${P.city} within days of moving in, and again when you move.`,
      `Landlords in ${b} who rent to foreigners regularly often handle it, but check, because the fine for missing it falls on you.`,
    ),
    h2('Tax numbers'),
    para(
      `If you work for a local employer in ${P.city}, you will need a tax number, and your employer normally helps you get it.`,
      `Freelancers and remote workers staying in ${P.city} for more than about half a year should speak to an accountant about tax residency.`,
    ),
    h2('Driving'),
    para(
      `An international driving permit lets you drive in ${P.city} for a limited time in many cases, but long-term residents usually need a local licence.`,
      `Scooter riders in ${P.city} are stopped at checkpoints more often than car drivers, and riding without the right licence can also void your insurance.`,
      P.transitCard
        ? `Many foreigners in ${P.city} never drive at all, relying on ${P.transitCard} and trains instead.`
        : P.extra.rides
          ? `Many foreigners in ${P.city} never drive, relying on ${P.extra.rides} instead.`
          : `Many foreigners in ${P.city} never drive, relying on taxis and buses instead.`,
    ),
    h2('Health insurance'),
    para(
      `Some visas for ${P.city} require health insurance, and even where they do not, it is essential.`,
      `Private hospitals such as ${P.privateHospitals[0] ?? P.hospitals[0] ?? `those in ${P.city}`} usually ask for a deposit or an insurer's guarantee before treatment.`,
      `International plans for people living in ${P.city} cost ${P.range(60, 180)} a month, depending on age and cover.`,
    ),
    h2('Documents from home'),
    bullets([
      `Degree certificates, legalised if you plan to work in ${P.city}`,
      `A recent police check for work permits in ${P.city}`,
      `Marriage and birth certificates if your family is joining you in ${P.city}`,
      `Your driving licence and an international driving permit for ${P.city}`,
      `Vaccination records, including for children starting school in ${P.city}`,
    ]),
    h2('Moving money'),
    para(
      `Transferring money to ${P.city} through a specialist service is usually far cheaper than a bank wire, and arrives faster.`,
      `Keep records of large transfers into ${P.city}, as banks and immigration sometimes ask where the money came from.`,
    ),
    h2('Utilities and post'),
    para(
      `Electricity, water and internet in ${P.city} are usually in the landlord's name, and you pay them through the landlord or at convenience stores and apps.`,
      `Post is less reliable than couriers in ${P.city}, so use your office or a coworking space in ${a} as a delivery address for anything important.`,
    ),
    h2('Keeping records'),
    para(
      `Scan every document as you receive it in ${P.city}, and keep copies in two places.`,
      `Immigration, banks and employers in ${P.city} often ask for the same papers years later, and a tidy folder turns a stressful appointment into a short one.`,
    ),
    h2('Getting help'),
    para(
      `Relocation agents in ${P.city} can handle much of this for a fee, which is worth it if your time is expensive or your case is complicated.`,
      `Otherwise, ask in our ${P.city} forum: someone has almost always done exactly what you are about to do, usually in the last few months.`,
      `Whatever you do, never hand over your passport in ${P.city} without a receipt.`,
    ),
  ];
  return {
    title: `Banking, SIM Cards and Paperwork in ${P.city}: A Newcomer's Checklist`,
    intro,
    sections,
    keywords: keywordsFor(P, 'paperwork', 'bank account', 'SIM cards'),
  };
}

function healthcareGuide(w: Writer): Parts {
  const { P } = w;
  const [a] = [0].map(P.hood) as [string];
  const intro = w.o(
    `Knowing where to go when you are ill is one of the most important things to sort out after moving to ${P.city}. This guide covers hospitals, clinics, pharmacies, insurance, costs and emergencies in ${P.city}, with the names and numbers you need.`,
    `Healthcare in ${P.city} can be excellent, but it works differently from home. Here is how to choose between public and private care, what a visit costs, how insurance works and what to do in an emergency in ${cityAndCountry(P)}.`,
  );
  const sections = [
    h2('Public or private?'),
    para(
      `Most foreigners in ${P.city} use private hospitals and clinics for everyday care, where waiting times are short and English is more widely spoken.`,
      `Public hospitals in ${P.city} are far cheaper and often very experienced, especially for serious cases, but they are busier and can be harder to navigate without ${P.language}.`,
    ),
    h2(`Hospitals in ${P.city}`),
    bullets([
      ...P.privateHospitals.map(
        (name) => `**${name}**: private, popular with foreign residents of ${P.city}`,
      ),
      ...P.publicHospitals.map(
        (name) => `**${name}**: public, with a large emergency department serving ${P.city}`,
      ),
    ]),
    para(
      P.hospitals.length <= 1
        ? `Choice is limited in ${P.city}, and patients with complex conditions are often referred to a larger city.`
        : `Check which of these your insurer works with directly before you need care in ${P.city}; direct billing saves a lot of paperwork.`,
    ),
    h2('What it costs'),
    bullets([
      `GP visit: ${P.range(25, 60)}`,
      `Specialist: ${P.range(45, 110)}`,
      `Dental check-up: ${P.range(25, 60)}`,
      `Blood tests: ${P.range(30, 90)}`,
      `Private room: ${P.range(120, 350)}`,
    ]),
    para(
      `These are typical private prices in ${P.city}; public hospitals charge a fraction, and insurance changes the picture again.`,
    ),
    h2('Insurance'),
    para(
      `International health insurance for someone living in ${P.city} costs roughly ${P.range(60, 180)} a month, rising with age.`,
      `Read the policy for outpatient cover, since most visits to doctors in ${P.city} do not involve a hospital stay.`,
      `Some visas require a minimum level of cover, and immigration in ${P.city} may ask to see the policy at each renewal.`,
    ),
    h2('Pharmacies'),
    para(
      `Pharmacies in ${P.city} are everywhere, and pharmacists are a useful first stop for minor problems.`,
      `Many medicines that need a prescription at home are sold over the counter in ${P.city}, but quality varies, so stick to larger chains or hospital pharmacies.`,
      `Bring a supply of any regular medication to ${P.city}, along with the prescription and the generic name.`,
    ),
    h2('Dentists and eye care'),
    para(
      `Dental care in ${P.city} is good value, and many foreigners have work done here that would cost far more at home.`,
      `Opticians in ${a} and across ${P.city} make glasses quickly and cheaply, often within a day or two.`,
    ),
    h2('Appointment checklist'),
    bullets([
      `Your passport, which hospitals in ${P.city} ask for at registration`,
      `Your insurance card or policy number, for direct billing in ${P.city}`,
      `A list of medicines you take, with generic names, for the ${P.city} doctor`,
      `A note in ${P.language} describing allergies and conditions, for staff in ${P.city}`,
    ]),
    h2('Choosing a clinic'),
    para(
      `For everyday problems, a small private clinic near home in ${a} is often quicker and cheaper than a big hospital.`,
      `Ask other foreigners in ${P.city} which doctors explain things clearly in English, and stick with one so your history stays in one place.`,
      `Many clinics in ${P.city} take walk-ins in the morning and appointments in the afternoon; arriving early saves a long wait.`,
    ),
    h2('Vaccinations and check-ups'),
    para(
      `Routine vaccinations, health checks and visa medicals are all available at private hospitals in ${P.city}, often as packages.`,
      `An annual check-up in ${P.city} costs ${P.range(80, 250)} and is a sensible habit for anyone staying long-term.`,
    ),
    h2('Being admitted'),
    para(
      `If you are admitted to a private hospital in ${P.city}, expect to be asked for a deposit or an insurer's guarantee before treatment goes ahead.`,
      `Call your insurer as soon as you can; most run a helpline that can speak to the hospital in ${P.city} directly and arrange payment.`,
      `Keep every receipt and report from your stay in ${P.city}, as claims are often rejected for missing paperwork.`,
    ),
    h2('Mental health'),
    para(
      `Moving abroad is stressful, and counsellors and psychologists who work in English are available in ${P.city}, usually through private clinics.`,
      `Sessions in ${P.city} cost ${P.range(40, 100)}, and online therapy with a practitioner from home is another option many people use.`,
    ),
    h2('Emergencies'),
    para(
      `In an emergency in ${P.city}, call **${P.emergency.ambulance}** for an ambulance, or take a taxi straight to the nearest emergency department if that is quicker.`,
      `Private hospitals in ${P.city} often run their own ambulances, and their numbers are worth saving too.`,
    ),
    bullets([
      `Ambulance: ${P.emergency.ambulance}`,
      `Police: ${P.emergency.police}`,
      `Fire: ${P.emergency.fire}`,
    ]),
    h2('Seasonal health'),
    para(
      P.tropical
        ? `The wet months ${P.wet} bring mosquito-borne illnesses such as dengue to ${P.city}, so use repellent and see a doctor quickly if a high fever appears.`
        : `Winters in ${P.city} bring the usual colds and flu, and a seasonal flu jab is widely available at clinics.`,
      `Talk to a travel clinic before moving to ${P.city} about vaccinations, and keep a record of them with your documents.`,
    ),
    h2('Our advice'),
    para(
      w.o(
        `Register with a clinic in ${P.city} in your first month, while you are well, so your details are on file when you are not.`,
        `Visit a GP in ${P.city} for something minor in your first weeks; knowing how the system works before an emergency is priceless.`,
      ),
      `And save the address of your nearest hospital in ${P.language}, so you can show a taxi driver in ${P.city} if you need to.`,
    ),
  ];
  return {
    title: `Seeing a Doctor in ${P.city}: Hospitals, Insurance and Pharmacies`,
    intro,
    sections,
    keywords: keywordsFor(P, 'healthcare', 'hospitals', 'health insurance'),
  };
}

function jobMarket(w: Writer): Parts {
  const { P } = w;
  const [a, b] = [0, 1].map(P.hood) as [string, string];
  const intro = w.o(
    `What does the job market in ${P.city} look like for foreigners? We break down the main industries, typical salaries, how hiring works, which permits you need and how to stand out, based on what members working in ${P.city} tell us.`,
    `Thinking about working in ${P.city}? This guide covers the industries that drive the local economy, where foreigners fit in, what jobs pay, how permits work and what employers in ${cityAndCountry(P)} look for.`,
  );
  const sections = [
    h2('The local economy'),
    para(
      `${P.city}'s economy is built on ${list(P.industries)}.`,
      P.size === 'megacity' || P.size === 'big city'
        ? `As one of the major cities of ${P.cityState ? P.region : P.countryName}, ${P.city} has a wide range of employers, from multinationals to startups.`
        : `As a smaller place, ${P.city} has fewer large employers, and many foreigners here work remotely or run their own businesses.`,
    ),
    h2('Where foreigners work'),
    bullets(
      P.industries.map(
        (industry, index) =>
          `${capitalise(industry)}: ${index === 0 ? `the largest employer of foreigners in ${P.city}` : index === 1 ? `growing demand in ${P.city} for experienced hires` : `niche openings in ${P.city}, often through contacts`}`,
      ),
    ),
    para(
      `Teaching English, international schools and hospitality are also common routes into work in ${P.city}.`,
    ),
    h2('Salaries'),
    para(
      `Salaries for foreigners in ${P.city} vary widely between local contracts and expat packages.`,
      `Local contracts pay in ${currencyWord(P)} and rarely include housing, while expat packages in ${P.city} may add accommodation, flights, insurance and school fees.`,
    ),
    bullets([
      `English teacher: ${P.range(900, 1600)}`,
      `Hotel management: ${P.range(1200, 2400)}`,
      `Software engineer: ${P.range(1800, 4200)}`,
      `Finance professional: ${P.range(2500, 6000)}`,
    ]),
    h2('Work permits'),
    para(
      P.visa.work
        ? `Most employers in ${P.city} sponsor the ${P.visa.work}, and you should not start work until it is approved.`
        : `Employers in ${P.city} need to sponsor a work permit, and you should not start work until it is approved.`,
      `Expect to provide degree certificates, a police check and sometimes a medical for a job in ${P.city}.`,
      `Some industries in ${P.city} are reserved for citizens, so check that the role you want is open to foreigners.`,
    ),
    h2('How hiring works'),
    para(
      `Many jobs in ${P.city} are filled through personal networks, and a warm introduction often counts for more than a polished application.`,
      `LinkedIn and our own jobs board list openings in ${P.city}, and recruiters specialising in ${P.industries[0]} are active.`,
      `Interviews in ${P.city} can involve several rounds, and employers want to know you plan to stay.`,
    ),
    h2('Language'),
    para(
      P.english
        ? `English is widely used at work in ${P.city}, but ${P.language === 'English' ? 'other local languages' : P.language} is an advantage in customer-facing and government roles.`
        : `Outside international companies and teaching, employers in ${P.city} usually expect at least working ${P.language}.`,
      `Listing language classes on your CV shows ${withArticle(P.city)} employer you are serious about staying.`,
    ),
    h2('Networking'),
    para(
      `Business associations, alumni groups and industry meet-ups in ${P.city} are where many foreigners hear about jobs first.`,
      `Coworking spaces in ${a} and ${b} host events that mix freelancers, founders and hiring managers.`,
      `Follow up after every introduction in ${P.city}; persistence, politely applied, is noticed.`,
    ),
    h2('Contracts and benefits'),
    para(
      `Employment contracts in ${P.city} usually include a probation period of a few months, during which either side can end the arrangement quickly.`,
      `Read the notice period, annual leave and bonus clauses carefully, and ask whether the employer in ${P.city} pays into health insurance or a pension scheme on your behalf.`,
      `Expat packages in ${P.city} are rarer than they were, so a housing allowance or annual flight home is worth negotiating hard for.`,
    ),
    h2('Salary against living costs'),
    para(
      `A modern one-bedroom in ${a} costs ${P.range(450, 850)} a month, which gives a sense of what a salary needs to cover in ${P.city}.`,
      P.cost === 'High'
        ? `Rent takes a large share of most salaries in ${P.city}, so many foreigners share flats or live further out in their first year.`
        : `On a professional salary, most foreigners in ${P.city} live comfortably and save, while teaching salaries cover a good life with less left over.`,
    ),
    h2('Workplace culture'),
    para(
      `Workplaces in ${P.city} tend to be more hierarchical than many Western offices, with decisions flowing from the top and disagreement expressed carefully.`,
      `Punctuality, a tidy appearance and respect for senior colleagues go a long way in ${P.city}, as does joining team lunches and after-work dinners.`,
      `Learning how colleagues in ${P.city} like to communicate, in messaging apps as much as in meetings, makes the first months smoother.`,
    ),
    h2('The remote alternative'),
    para(
      `Many foreigners in ${P.city} sidestep the local job market altogether, keeping a job or clients abroad and working remotely.`,
      P.visa.nomad
        ? `The ${P.visa.nomad} makes that easier, and it is worth comparing with a local job offer in ${P.city} before you decide.`
        : `Without a dedicated remote-work visa, that route needs careful thought about your status in ${P.city}.`,
    ),
    P.size === 'megacity' || P.size === 'big city'
      ? h2('Multinationals and startups')
      : h2('Work in a smaller city'),
    para(
      P.size === 'megacity' || P.size === 'big city'
        ? `Regional offices of multinationals in ${P.city} hire foreigners for roles that need international experience, while startups in ${a} and ${b} hire for skills that are scarce locally.`
        : `Jobs for foreigners in ${P.city} are fewer, and many people combine a local role in ${P.industries[0]} with remote work or their own business.`,
      P.size === 'megacity' || P.size === 'big city'
        ? `Startups in ${P.city} pay less but move faster, and they are often more open to sponsoring a work permit for the right person.`
        : `Networking matters even more in a place the size of ${P.city}, where word of mouth fills most openings.`,
    ),
    h2('How long it takes'),
    para(
      `A job search in ${P.city} typically takes two to four months, and the permit process adds several weeks on top.`,
      `Arrive with savings to cover that period in ${P.city}, and treat every conversation as a possible lead.`,
    ),
    h2('Starting a business'),
    para(
      `Setting up a company in ${P.city} is possible for foreigners, but rules on ownership, minimum capital and local partners vary by industry.`,
      `A good accountant in ${P.city} is worth paying for from day one.`,
    ),
    h2('Our advice'),
    para(
      w.o(
        `Target the industries ${P.city} is strong in, arrive with your paperwork ready and give yourself three months of savings.`,
        `Focus on what ${P.city} needs, ${P.industries[0]} and ${P.industries[1]} above all, and build your network before you need it.`,
      ),
    ),
  ];
  return {
    title: `Working in ${P.city}: Industries, Salaries and Hiring`,
    intro,
    sections,
    keywords: keywordsFor(P, 'jobs', 'salaries', 'careers'),
  };
}

function localEtiquette(w: Writer): Parts {
  const { P } = w;
  const [a, b] = [0, 1].map(P.hood) as [string, string];
  const customs = w.shuffle(P.extra.customs);
  const take = (pattern: RegExp) => {
    const index = customs.findIndex((custom) => pattern.test(custom));
    return index < 0 ? null : customs.splice(index, 1)[0]!;
  };
  const templeCustom = take(/temple|pagoda|stupa|monk|buddha|mosque|angkor|alms/i);
  const homeCustom = take(/home|door|gift|table|chopsticks|host|meal|food|eat/i);
  const worship =
    P.rawHighlights.find((h) =>
      /temple|wat\b|pagoda|mosque|stupa|church|shrine|basilica/i.test(h),
    ) ?? null;
  const tipping =
    P.extra.tipping === 'none'
      ? `Tipping is not part of the culture in ${P.city}, and leaving money on the table can cause confusion; good manners are thanks enough.`
      : P.extra.tipping === 'service-charge'
        ? `Many restaurants in ${P.city} add a service charge to the bill, and beyond that tipping is optional; rounding up for good service is appreciated.`
        : `Tipping in ${P.city} is appreciated but not expected: rounding up the bill or leaving ${P.money(1)} to ${P.money(3)} at a restaurant is plenty.`;
  const tips: Array<[string, string[]]> = [
    [
      'Greetings',
      [
        `The usual greeting in ${P.city} is ${P.extra.greeting}.`,
        `Return a greeting in kind, and you will find people in ${P.city} warm quickly.`,
      ],
    ],
    [
      'Temples and religious sites',
      [
        worship
          ? `At ${midSentence(worship)}, as at any place of worship in ${P.city}, cover shoulders and knees and speak quietly.`
          : `At temples and other places of worship in ${P.city}, cover shoulders and knees and speak quietly.`,
        templeCustom
          ? `Also remember that in ${P.city}, ${templeCustom}.`
          : `Visitors in ${P.city} are welcome at most religious sites, and a small donation is appreciated.`,
      ],
    ],
    [
      'Homes',
      [
        `If you are invited to a home in ${P.city}, bring a small gift such as fruit or sweets.`,
        homeCustom
          ? `Remember that in ${P.city}, ${homeCustom}, and follow your host's lead when unsure.`
          : `Follow your host's lead in ${P.city} when unsure, from where to sit to when to start eating.`,
      ],
    ],
    ['Tipping', [tipping]],
    [
      'Eating together',
      [
        `Meals in ${P.city} are often shared, with dishes placed in the middle and everyone helping themselves.`,
        `Wait for the host or the oldest person to start, and try a little of everything you are offered in ${P.city}.`,
      ],
    ],
    [
      'Keeping calm',
      [
        `Raising your voice rarely gets results in ${P.city}; patience and a smile get you further with officials, landlords and shopkeepers.`,
        `Saving face matters, so disagreements in ${P.city} are best handled privately.`,
      ],
    ],
    [
      'Dress',
      [
        `Everyday dress in ${P.city} is ${P.climate === 'tropical' ? 'light but modest' : 'smart-casual and layered for the seasons'}, and beachwear belongs at the beach.`,
        `Offices in ${a} tend to be more formal than visitors expect.`,
      ],
    ],
    [
      'Public transport',
      [
        `On buses and trains in ${P.city}, give up seats for older people, pregnant women and monks where relevant.`,
        `Keep your voice down and your phone on silent, as most riders in ${P.city} do.`,
      ],
    ],
    [
      'Bargaining',
      [
        `Bargaining is normal at markets around ${b} but not in shops or restaurants with printed prices.`,
        `Keep it friendly, and remember the difference you are arguing over in ${P.city} is often tiny.`,
      ],
    ],
    [
      'Photography',
      [
        `Ask before photographing people in ${P.city}, especially monks, older people and children.`,
        `Some religious sites in ${P.city} ban photography inside, and signs usually say so.`,
      ],
    ],
  ];
  const [greetings, ...others] = tips;
  const chosen = [greetings!, ...w.shuffle(others)];
  const intro = w.o(
    `Every city has its unwritten rules, and ${P.city} is no exception. These ${chosen.length} customs will help you avoid awkward moments, make a good impression and feel at home in ${P.city} faster, whether you are visiting for a week or staying for years.`,
    `Good manners travel, but they do not always translate in ${P.city}. Here are ${chosen.length} pieces of local etiquette for ${P.city}, from greetings and temples to tipping, bargaining and eating together, that newcomers wish they had known sooner.`,
  );
  const sections = [
    h2('Why it matters'),
    para(
      `People in ${P.city} are generally forgiving of foreigners' mistakes, but they notice and appreciate effort.`,
      `Learning a few customs, and a few words of ${P.language}, changes how ${P.city} responds to you.`,
    ),
    ...chosen.flatMap(([heading, text], index) => [h3(`${index + 1}. ${heading}`), para(...text)]),
    h2('Other customs worth knowing'),
    bullets(customs.map((custom) => `In ${P.city}, ${custom}`)),
    h2('Names and titles'),
    para(
      `How people are addressed in ${P.city} often depends on age and status, and locals will gently show you what is expected.`,
      `When in doubt in ${P.city}, use a polite title with a first name, follow what colleagues do, and do not worry about small slips.`,
    ),
    h2('Queues and public spaces'),
    para(
      `Public spaces in ${P.city} have their own rhythms, from where to stand on escalators to how to wait for a bus.`,
      `Watch for a few minutes before joining in; people in ${a} and across ${P.city} tend to notice courtesy more than perfection.`,
    ),
    h2('Giving gifts'),
    para(
      `Small gifts are part of social life in ${P.city}: fruit, sweets or something from your home country are always welcome when visiting.`,
      `Gifts are often received with both hands and opened later rather than in front of you, so do not be surprised if yours disappears politely into another room in ${P.city}.`,
    ),
    h2('Mistakes we have made'),
    bullets([
      `Pointing at things with a foot while sitting on the floor in ${withArticle(P.city)} home`,
      `Haggling hard over a price in ${b} that was already fair`,
      `Arriving at a dinner in ${a} empty-handed`,
      `Treating a polite "maybe" in ${P.city} as a yes`,
      `Talking loudly on the phone on public transport in ${P.city}`,
    ]),
    h2('Festivals'),
    para(
      `Festivals are when the customs of ${P.city} are most visible, and most welcoming to outsiders.`,
      `Ask neighbours in ${a} what to expect, dress respectfully for religious events, and accept invitations when they come; being included in a family celebration is one of the best parts of living in ${P.city}.`,
      `Expect shops and offices in ${P.city} to close for the biggest holidays, and book travel well ahead.`,
    ),
    h2('Useful phrases'),
    para(
      `Learn hello, please, thank you, sorry and excuse me in ${P.language} before you arrive in ${P.city}.`,
      `Locals in ${P.city} will often switch to English to help you, but the effort is what counts.`,
    ),
  ];
  return {
    title: `${chosen.length} Local Customs Every Newcomer to ${P.city} Should Know`,
    intro,
    sections,
    keywords: keywordsFor(P, 'etiquette', 'local customs', 'culture'),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Entry point
 * ---------------------------------------------------------------------------------------------- */

const WRITERS: Partial<Record<ArticleTemplateId, (w: Writer) => Parts>> = {
  'living-guide': livingGuide,
  'apartment-hunting': apartmentHunting,
  'visa-guide': visaGuide,
  'first-week': firstWeek,
  'best-neighbourhoods': bestNeighbourhoods,
  'coworking-spots': coworkingSpots,
  'must-try-dishes': mustTryDishes,
  'weekend-trips': weekendTrips,
  'solo-safety': soloSafety,
  'cost-of-living-qa': costOfLivingQa,
  'remote-work-qa': remoteWorkQa,
  'finding-work-qa': findingWorkQa,
  'long-stay-visas': longStayVisas,
  'nomad-comparison': nomadComparison,
  'cost-comparison': costComparison,
  'condo-or-house': condoOrHouse,
  'choosing-a-base': choosingABase,
  'food-month': foodMonth,
  'before-moving': beforeMoving,
  'teaching-freelancing': teachingFreelancing,
  'rainy-season-health': rainySeasonHealth,
  'budget-month': budgetMonth,
  'paperwork-basics': paperworkBasics,
  'healthcare-guide': healthcareGuide,
  'job-market': jobMarket,
  'local-etiquette': localEtiquette,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Writers name the city in almost every sentence, which keeps each sentence the place's own but
 * reads like a robot. Inside a paragraph, once the city has been named, a later "in Hanoi" becomes
 * "here" when the sentence still carries another of the place's names (a neighbourhood, a
 * hospital, a landmark), so it stays just as particular to the place.
 */
function softenRepeats(block: string, P: PlaceFacts): string {
  if (/^(#|- )/.test(block)) return block;
  const tokens = [
    ...P.place.neighborhoods,
    ...P.hospitals,
    ...P.named,
    ...P.rawHighlights,
    P.airportName,
  ].filter((token) => token.length > 3 && token !== P.city);
  const inCity = new RegExp(
    ` in ${escapeRegExp(P.city)}(?![\\w'’-]|\\s+[A-Z\\d]|, ${escapeRegExp(P.countryName)})`,
    'g',
  );
  let named = false;
  return block
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      if (!sentence.includes(P.city)) return sentence;
      if (!named) {
        named = true;
        return sentence;
      }
      if (!tokens.some((token) => sentence.includes(token))) return sentence;
      const last = [...sentence.matchAll(inCity)].at(-1);
      if (last?.index === undefined) return sentence;
      return `${sentence.slice(0, last.index)} here${sentence.slice(last.index + last[0].length)}`;
    })
    .join(' ');
}

/** One article about `place` (and `other`, for comparisons), as markdown for the renderer. */
export function writeArticle(input: WriteArticleInput): WrittenArticle {
  const writer = makeWriter(input);
  const write = WRITERS[input.template.id] ?? livingGuide;
  const parts = write(writer);
  const manyPlaces = input.template.needsOther || input.template.id === 'weekend-trips';
  const polish = (block: string) =>
    capitaliseSentences(manyPlaces ? block : softenRepeats(block, writer.P));
  return {
    title: parts.title,
    introduction: polish(parts.intro),
    content: parts.sections.filter(Boolean).map(polish).join('\n\n'),
    keywords: parts.keywords,
  };
}
