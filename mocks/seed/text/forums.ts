/**
 * Forum text for the mock community: discussion threads whose replies answer the question that
 * was asked, and board posts (marketplace, events, language exchange) that read as if members wrote
 * them. Nearly every sentence carries a fact of the thread's own place (a neighbourhood, the
 * airport, a hospital, a price in the local currency), so the seeded world does not repeat itself.
 * The texts are in `content/forums/`. Randomness comes only from the faker passed in, so the
 * seeded world stays deterministic.
 */
import type { Faker } from '@faker-js/faker';
import { fill, type Filling, readContent, type Template, type Words } from '../content';
import { inSentence } from './inSentence';
import { countries, places, type CountryFacts, type Place } from '../places';
import { numberWord, withArticle } from './grammar';

export type ForumCategoryId =
  'travel' | 'living' | 'jobs' | 'food' | 'culture' | 'dating' | 'photography';
export type BoardKind = 'marketplace' | 'event' | 'language-exchange';

export type ThreadReply = {
  /** Index into `replies` of the reply this one answers; null for a reply to the topic. Always lower than this reply's own index. */
  answers: number | null;
  /** Index into the `people` passed in (0 is the topic author). Never the same person as the reply answered. */
  author: number;
  content: string;
  /** An answer the topic author marked helpful: only substantive answers. */
  helpful: boolean;
};

export type WrittenThread = {
  title: string;
  content: string;
  tags: string[];
  replies: ThreadReply[];
};

/* ------------------------------------------------------------------------------------------------
 * Country facts the place data does not hold, and the forums' shared words (`content/forums/`)
 * ---------------------------------------------------------------------------------------------- */

type Festival = { name: string; when: string; what: string };

type CountryText = {
  /** Ride-hailing apps, the most used first. */
  apps: string[];
  delivery: string;
  /** The convenience store on every corner. */
  conv: string;
  sim: string;
  banks: [string, string];
  dishes: [string, string, string, string, string, string];
  /** How to eat vegetarian, as a sentence without its full stop. */
  veg: string;
  festivals: [Festival, Festival, ...Festival[]];
  /** Manners newcomers get wrong, as list items. */
  etiquette: [string, string, string, string];
  /** What is normal for tips, as a sentence without its full stop. */
  tipping: string;
  dating: [string, string, ...string[]];
  /** The drone rules, as a clause that follows 'as far as I know,'. */
  drone: string;
  thanks: string;
  /** Where people worship, plural: 'temples', 'churches'. */
  worship: string;
};

/** By ISO code, and `other` for a country the file does not know yet. */
const COUNTRY_TEXT = readContent<Record<string, CountryText> & { other: CountryText }>(
  'forums/countries.yaml',
);

/** Rough units of local currency per US dollar, and how people write an amount of it. */
const MONEY =
  readContent<Record<string, { perDollar: number; written: string }>>('forums/money.yaml');

type JourneyMode = 'flight' | 'ferry' | 'overnightBus' | 'minivan';
type FlightTime = 'long' | 'medium' | 'short';

const WORDS = readContent<{
  weekdays: string[];
  ago: string[];
  tipAsHeard: string[];
  tipAsLocal: string[];
  titleOpeners: string[];
  travelMonths: string[];
  journeyModes: Record<JourneyMode, string>;
  flightTimes: Record<FlightTime, string>;
  whenMissing: {
    highlight: string;
    hospital: string;
    workSpot: string;
    visas: [string, string, string];
    workVisa: string;
    app: string;
    airportCode: string;
  };
}>('forums/words.yaml');

const COST_FACTOR = { Low: 0.75, Medium: 1, High: 1.5 } as const;

/** Two significant figures, whole units: 1,234 becomes 1,200 and 7.4 becomes 7. */
function roundPrice(value: number): number {
  if (value < 20) return Math.max(1, Math.round(value));
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

function withCommas(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/* ------------------------------------------------------------------------------------------------
 * Grammar helpers
 * ---------------------------------------------------------------------------------------------- */

/** Neighbourhood names that read with 'the': the Old City, the West District. */
function neighbourhood(name: string): string {
  return /^(Old|Former) /.test(name) || / District$/.test(name) ? `the ${name}` : name;
}

/** Highlights that are places to stand in (a palace, a market) rather than things to do. */
const NOT_A_SPOT =
  /food|trips?\b|ramen|tours?\b|rides\b|breakfasts?|cuisine|coffee|surfing|snorkelling|paragliding|boating|climbing|climbs|hopping|shopping|clubs|bars\b|nightlife|noodle|stalls|spas\b|tailor|flights|alms|teahouses|pav\b|festival|durian|breweries|link to|nearby|sunsets?\b|sunrise|views from|scene|chicken|ferr(y|ies)|funicular|railway\b/i;

function isSpot(highlight: string): boolean {
  return !NOT_A_SPOT.test(highlight);
}

/** A coworking entry as running text: named spaces as written, 'Cafes in X' lowercased. */
function isNamedSpace(entry: string): boolean {
  return !/^(Cafes|Coworking spaces|Coworking cafes)\b/.test(entry);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Industries as running text: 'finance', but 'IT services' keeps its capitals. */
function industryText(industry: string): string {
  const first = industry.split(' ')[0] ?? '';
  return /^[A-Z]{2,}$/.test(first) ? industry : lowerFirst(industry);
}

/** A language as people say it: 'Cantonese' rather than 'Chinese (Cantonese)'. */
function languageName(language: string): string {
  const bracketed = /\(([^)]+)\)/.exec(language);
  if (bracketed) return bracketed[1]!;
  return language.replace(/ Chinese$/, '');
}

const SCRIPTED_LANGUAGES = new Set([
  'Thai',
  'Khmer',
  'Lao',
  'Burmese',
  'Japanese',
  'Korean',
  'Mandarin',
  'Cantonese',
  'Hindi',
  'Sinhala',
  'Nepali',
  'Tamil',
]);

const HONORIFIC = /^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Lady|Lord)\.?$/i;

function firstNameOf(fullName: string): string {
  const parts = fullName.split(/\s+/).filter(Boolean);
  return parts.find((part) => !HONORIFIC.test(part)) ?? parts[0] ?? 'there';
}

function distanceKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Places reached over water from their neighbours in the data. */
const ISLANDS = new Set(['Koh Samui', 'General Luna', 'Cebu City', 'Kota Kinabalu']);

/* ------------------------------------------------------------------------------------------------
 * The context every line is written from
 * ---------------------------------------------------------------------------------------------- */

type Four = [string, string, string, string];

type Ctx = {
  f: Faker;
  place: Place;
  country: CountryFacts;
  t: CountryText;
  city: string;
  /** 'Thailand', 'the Philippines'. */
  nation: string;
  /** Where a first trip goes: the country, or the region when the city is the country. */
  tripTo: string;
  /** Neighbourhoods in random order, as running text ('the Old City'). */
  nb: Four;
  /** Highlights in random order, as running text. */
  hl: Four;
  airport: string;
  airportCode: string;
  hospital: string;
  publicHospital: string;
  /** Coworking spaces with names, possibly none. */
  spaces: string[];
  /** The first coworking entry, as running text. */
  workspot: string;
  industry: string;
  lang: string;
  englishOk: boolean;
  scripted: boolean;
  app: string;
  dishes: [string, string, string, string, string];
  fest: [Festival, Festival];
  tips: Four;
  visas: [string, string, string];
  workVisa: string;
  hot: boolean;
  temp: number;
  near: Place;
  nearKm: number;
  nearCountry: CountryFacts | undefined;
  weekday: string;
  ago: string;
  currency: string;
  /** A price scaled by the place's cost of living, in local currency (see `priceSpread`). */
  m: (usd: number) => string;
  /** A price that does not depend on the cost of living (flights, fees), spread alike. */
  mf: (usd: number) => string;
  p: <T>(items: readonly T[]) => T;
  ch: (probability?: number) => boolean;
  n: (min: number, max: number) => number;
  people: string[];
  /** A number fixed for the thread, so a title and its post agree on figures. */
  v: number;
  /** What the placeholders of the thread's texts stand for. */
  filling: Filling & { words: Words };
};

/** A thread's context before the words of its texts are worked out from it. */
type ThreadFacts = Omit<Ctx, 'filling'>;

function four(items: string[], fallback: string): Four {
  const list = items.length ? items : [fallback];
  return [0, 1, 2, 3].map((i) => list[i % list.length]!) as Four;
}

/** A stand-in from `words.yaml` for a fact the place does not have. */
function missing(template: string, words: Words): string {
  return fill(template, { words });
}

function makeCtx(faker: Faker, place: Place, country: CountryFacts, people: string[]): ThreadFacts {
  const t = COUNTRY_TEXT[country.code] ?? COUNTRY_TEXT.other;
  const stand = WORDS.whenMissing;
  const nb = four(faker.helpers.shuffle(place.neighborhoods).map(neighbourhood), place.city);
  const shuffled = faker.helpers.shuffle(place.highlights);
  const hl = four(
    [...shuffled.filter(isSpot), ...shuffled.filter((h) => !isSpot(h))].map(inSentence),
    missing(stand.highlight, { city: place.city }),
  );
  const airportMatch = /^(.*?)\s*\(([A-Z]{3})\)$/.exec(place.airport);
  const local = country.languages.filter((language) => language !== 'English');
  const lang = languageName(
    country.code === 'SG' ? 'Mandarin' : (local[0] ?? country.languages[0] ?? 'English'),
  );
  const nearest = places
    .filter((other) => other.city !== place.city)
    .map((other) => ({ other, km: distanceKm(place, other) }))
    .sort((a, b) => a.km - b.km)[0];
  const near = nearest?.other ?? place;
  const money = MONEY[country.currency];
  const rate = money?.perDollar ?? 1;
  const localStyle = faker.datatype.boolean(0.4);
  const format = (value: number) => {
    const amount = withCommas(roundPrice(value * rate));
    return localStyle && money
      ? fill(money.written, { words: { amount } })
      : `${country.currency} ${amount}`;
  };
  const factor = COST_FACTOR[place.costOfLiving];
  // Members quote what they paid rather than a price list: a thread's prices sit a little above
  // or below the place's going rate, by a share fixed for the thread so its posts agree.
  let spread = 1;
  const visas = faker.helpers.shuffle(country.visaTypes);
  const nation = country.name === 'Philippines' ? 'the Philippines' : country.name;
  const dishes = faker.helpers.shuffle(t.dishes);
  const fest = faker.helpers.shuffle(t.festivals);
  const mainHospital = missing(stand.hospital, { city: place.city });
  const c: ThreadFacts = {
    f: faker,
    place,
    country,
    t,
    city: place.city,
    nation,
    tripTo: place.city === country.name ? country.region : nation,
    nb,
    hl,
    airport: airportMatch?.[1] ?? place.airport,
    airportCode: airportMatch?.[2] ?? stand.airportCode,
    hospital: place.hospitals.private[0] ?? place.hospitals.public[0] ?? mainHospital,
    publicHospital: place.hospitals.public[0] ?? place.hospitals.private[0] ?? mainHospital,
    spaces: place.coworking.filter(isNamedSpace),
    workspot: place.coworking[0]
      ? isNamedSpace(place.coworking[0])
        ? place.coworking[0]
        : `the ${lowerFirst(place.coworking[0])}`
      : missing(stand.workSpot, { neighbourhood: nb[0] }),
    industry: industryText(faker.helpers.arrayElement(place.industries)),
    lang,
    englishOk: country.languages.includes('English'),
    scripted: SCRIPTED_LANGUAGES.has(lang),
    app: t.apps[0] ?? stand.app,
    dishes: [dishes[0]!, dishes[1]!, dishes[2]!, dishes[3]!, dishes[4]!],
    fest: [fest[0]!, fest[1]!],
    tips: four(faker.helpers.shuffle(t.etiquette), t.etiquette[0]),
    visas: [visas[0] ?? stand.visas[0], visas[1] ?? stand.visas[1], visas[2] ?? stand.visas[2]],
    workVisa:
      country.visaTypes.find((visa) => /(?<!remote )work|employ/i.test(visa)) ??
      country.visaTypes.find((visa) =>
        /\(z\)|\(ld\)|e-7|engineer|gep|9\(g\)|\bpass\b|business/i.test(visa),
      ) ??
      stand.workVisa,
    hot: place.temperature >= 24,
    temp: place.temperature,
    near,
    nearKm: Math.round((nearest?.km ?? 100) / 10) * 10,
    nearCountry: countries.find((other) => other.name === near.country),
    weekday: faker.helpers.arrayElement(WORDS.weekdays),
    ago: faker.helpers.arrayElement(WORDS.ago),
    currency: country.currency,
    m: (usd) => format(usd * factor * spread),
    mf: (usd) => format(usd * spread),
    p: (items) => faker.helpers.arrayElement(items),
    ch: (probability = 0.5) => faker.datatype.boolean(probability),
    n: (min, max) => faker.number.int({ min, max }),
    people,
    v: faker.number.int({ min: 0, max: 9999 }),
  };
  spread = priceSpread(c.v);
  return c;
}

/** A thread's prices against the going rate: 0.85 to 1.15, drawn from the thread's number. */
function priceSpread(v: number): number {
  return 0.85 + (Math.floor(v / 12) % 31) / 100;
}

/** How to get from the city to its nearest neighbour in the data. */
function journey(c: ThreadFacts) {
  const km = c.nearKm;
  const water = ISLANDS.has(c.city) || ISLANDS.has(c.near.city);
  const crossBorder = c.near.country !== c.country.name;
  const hours = Math.max(2, Math.round(km / (water ? 40 : 55)));
  const mode: JourneyMode =
    km > 650 ? 'flight' : water ? 'ferry' : km > 350 ? 'overnightBus' : 'minivan';
  const flightTime: FlightTime = km > 1200 ? 'long' : km > 600 ? 'medium' : 'short';
  return { km, water, crossBorder, hours, mode, flightTime };
}

/** Joins paragraphs, dropping empty ones. */
function paragraphs(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join('\n\n');
}

/** A lead-in sentence ending with a colon, and its bullet lines. */
function list(lead: string, items: Array<string | false | null | undefined>): string {
  return [lead, ...items.filter(Boolean).map((item) => `- ${item as string}`)].join('\n');
}

/* ------------------------------------------------------------------------------------------------
 * What the placeholders of `content/forums/` stand for in a thread
 * ---------------------------------------------------------------------------------------------- */

/** Figures a thread's title and post share, fixed by the thread's number. */
const tripDays = (c: ThreadFacts) => 3 + (c.v % 3);
const dailyBudget = (c: ThreadFacts) => 30 + (c.v % 4) * 5;
const coupleTotal = (c: ThreadFacts) => (17 + (c.v % 6)) * 100;
const teachingOffer = (c: ThreadFacts) => (11 + (c.v % 4)) * 100;
const salaryOffer = (c: ThreadFacts) => (28 + (c.v % 10)) * 100;

/** An etiquette tip with who said it: one of `endings`, its `{where}` a neighbourhood. */
function tipWith(c: ThreadFacts, endings: string[], where: (index: number) => number) {
  return (tip: string | number) => {
    const index = Number(tip) - 1;
    return `${c.tips[index]}${fill(c.p(endings), { words: { where: c.nb[where(index)] } })}`;
  };
}

function threadWords(c: ThreadFacts): Words {
  const j = journey(c);
  const number = (min: string | number, max: string | number) => c.n(Number(min), Number(max));
  const [fest1, fest2] = c.fest;
  const { emergency } = c.country;
  return {
    city: c.city,
    aCity: withArticle(c.city),
    country: c.nation,
    countryName: c.country.name,
    tripTo: c.tripTo,
    neighbourhood1: c.nb[0],
    neighbourhood2: c.nb[1],
    neighbourhood3: c.nb[2],
    neighbourhood4: c.nb[3],
    highlight1: c.hl[0],
    highlight2: c.hl[1],
    highlight3: c.hl[2],
    highlight4: c.hl[3],
    airport: c.airport,
    airportCode: c.airportCode,
    hospital: c.hospital,
    publicHospital: c.publicHospital,
    coworking1: c.spaces[0],
    coworking2: c.spaces[1],
    workSpot: c.workspot,
    industry: c.industry,
    anIndustry: withArticle(c.industry),
    language: c.lang,
    temperature: c.temp,
    temperaturePlus3: c.temp + 3,
    weekday: c.weekday,
    ago: c.ago,
    nearCity: c.near.city,
    nearCountry: c.near.country,
    nearCurrency: c.nearCountry?.currency,
    journeyHours: j.hours,
    journeyMode: WORDS.journeyModes[j.mode],
    flightTime: WORDS.flightTimes[j.flightTime],
    distanceKm: withCommas(j.km),
    privateDriverPrice: () => c.m(j.km * 0.6),
    currency: c.currency,
    aCurrency: withArticle(c.currency),
    visa1: c.visas[0],
    visa2: c.visas[1],
    visa3: c.visas[2],
    workVisa: c.workVisa,
    policeNumber: emergency.police,
    ambulanceNumber: emergency.ambulance,
    touristPoliceNumber: emergency.tourist_police,
    app: c.app,
    deliveryApp: c.t.delivery,
    convenienceStore: c.t.conv,
    simNetwork: c.t.sim,
    aSimNetwork: withArticle(c.t.sim),
    bank1: c.t.banks[0],
    bank2: c.t.banks[1],
    dish1: c.dishes[0],
    dish2: c.dishes[1],
    dish3: c.dishes[2],
    dish4: c.dishes[3],
    dish5: c.dishes[4],
    festival1: fest1.name,
    festival1When: fest1.when,
    festival1What: fest1.what,
    festival1Name: fest1.name.replace(/^the /, ''),
    festival2: fest2.name,
    festival2When: fest2.when,
    festival2What: fest2.what,
    festival2Name: fest2.name.replace(/^the /, ''),
    lowerTip1: lowerFirst(c.tips[0]),
    lowerTip2: lowerFirst(c.tips[1]),
    lowerTip3: lowerFirst(c.tips[2]),
    lowerTip4: lowerFirst(c.tips[3]),
    tipAsHeard: tipWith(c, WORDS.tipAsHeard, (index) => (index === 0 ? 1 : 2)),
    tipAsLocal: tipWith(c, WORDS.tipAsLocal, (index) => (index + 1) % 4),
    vegetarianTip: c.t.veg,
    tipping: c.t.tipping,
    datingApp1: c.t.dating[0],
    datingApp2: c.t.dating[1],
    droneRules: c.t.drone,
    thankYou: c.t.thanks,
    placesOfWorship: c.t.worship,
    price: (usd) => c.m(Number(usd)),
    fixedPrice: (usd) => c.mf(Number(usd)),
    count: (min, max) => numberWord(number(min, max)),
    number,
    thousands: (min, max) => withCommas(number(min, max) * 1000),
    tripDays: numberWord(tripDays(c)),
    dailyBudget: () => c.m(dailyBudget(c)),
    travelMonth: WORDS.travelMonths[c.v % WORDS.travelMonths.length],
    coupleTotal: () => c.m(coupleTotal(c)),
    teachingOffer: () => c.m(teachingOffer(c)),
    salaryOffer: () => c.m(salaryOffer(c)),
    hot: c.hot,
    english: c.englishOk,
    scriptedLanguage: c.scripted,
    hasCoworking: c.spaces.length > 0,
    hasTwoCoworking: c.spaces.length > 1,
    byAir: j.mode === 'flight',
    overWater: j.water,
    far: j.km > 300,
    veryFar: j.km > 900,
    reachableByRoad: j.km <= 900,
    drivable: j.km <= 400,
    longJourney: j.hours >= 6,
    crossBorder: j.crossBorder,
    separatePublicHospital: c.hospital !== c.publicHospital,
    hasTouristPolice: Boolean(emergency.tourist_police),
    india: c.country.code === 'IN',
    spotlessStreets: ['JP', 'SG', 'KR', 'HK', 'TW'].includes(c.country.code),
    buddhistCountry: ['TH', 'KH', 'LA', 'MM'].includes(c.country.code),
    cityState: c.city === c.country.name,
    cityInLargerCountry: c.city !== c.country.name,
    nearCountryKnown: c.nearCountry !== undefined,
    bySurf: /beach|surf|island/i.test([...c.place.highlights, ...c.place.neighborhoods].join(' ')),
  };
}

/** The thread's context, with what the placeholders of its texts stand for. */
function threadCtx(faker: Faker, place: Place, country: CountryFacts, people: string[]): Ctx {
  const c = makeCtx(faker, place, country, people);
  return { ...c, filling: { words: threadWords(c), pick: (options) => c.p(options) } };
}

/** Whether a yes-or-no word of the thread (an `onlyIf`) holds. */
function holds(c: Ctx, flag: string): boolean {
  const value = c.filling.words[flag];
  if (typeof value !== 'boolean') throw new Error(`onlyIf: ${flag} is not a yes-or-no word`);
  return value;
}

/* ------------------------------------------------------------------------------------------------
 * Texts of `content/forums/`: a paragraph, paragraphs, or a lead with its list
 * ---------------------------------------------------------------------------------------------- */

type Block = Template | Block[] | { lead: Template; items: Template[]; after?: Template };

/** Words drawn once for a post, each from its list (`choose:`), in the order listed. */
type Choices = Record<string, Array<string | number>>;

function write(c: Ctx, block: Block, extra?: Words): string {
  if (Array.isArray(block)) return paragraphs(...block.map((part) => write(c, part, extra)));
  if (typeof block === 'string' || !('lead' in block))
    return fill(block as Template, c.filling, extra);
  const written = list(
    fill(block.lead, c.filling, extra),
    block.items.map((item) => fill(item, c.filling, extra)),
  );
  return block.after === undefined
    ? written
    : paragraphs(written, fill(block.after, c.filling, extra));
}

function choose(c: Ctx, choices: Choices | undefined): Words {
  return Object.fromEntries(
    Object.entries(choices ?? {}).map(([name, options]) => [name, c.p(options)]),
  );
}

type Line = (c: Ctx) => string;

const lineOf =
  (block: Block): Line =>
  (c) =>
    write(c, block);

/* ------------------------------------------------------------------------------------------------
 * Discussions: a question, its opening post, and replies that answer it
 * ---------------------------------------------------------------------------------------------- */

type Scenario = {
  /** Tag words besides the category. */
  tags: string[];
  fits?: (c: Ctx) => boolean;
  /** Title variants; empty where a variant does not fit the place. */
  titles: Line[];
  post: Line;
  /** Substantive answers to the question. */
  answers: Line[];
  /** Replies to one of the answers: agreement with a twist, disagreement, an extra tip. */
  nested: Line[];
  /** For each nested reply, the answers (indices into `answers`) it can respond to; [] for any. */
  nestedTo: number[][];
  /** For each follow-up, the answers it can be asked about; [] for any. */
  followTo: number[][];
  /** A question about one of the answers, and that answer's author replying. */
  followUps: Array<[Line, Line]>;
  /** The topic author coming back to say how it went. */
  updates: Line[];
};

type ScenarioText = {
  tags: string[];
  onlyIf?: string;
  titles: string[];
  choose?: Choices;
  post: Block;
  answers: Block[];
  /** `to`: the answers, counted from 1, a reply or question fits; any when left out. */
  replies: Array<{ to?: number[]; text: string }>;
  questions: Array<{ to?: number[]; ask: string; answer: string }>;
  updates: string[];
};

const answerIndexes = (to: number[] | undefined) => (to ?? []).map((answer) => answer - 1);

function scenarioOf(text: ScenarioText): Scenario {
  const { onlyIf } = text;
  return {
    tags: text.tags,
    ...(onlyIf && { fits: (c: Ctx) => holds(c, onlyIf) }),
    titles: text.titles.map(lineOf),
    post: (c) => write(c, text.post, choose(c, text.choose)),
    answers: text.answers.map(lineOf),
    nested: text.replies.map((reply) => lineOf(reply.text)),
    nestedTo: text.replies.map((reply) => answerIndexes(reply.to)),
    followUps: text.questions.map((question) => [lineOf(question.ask), lineOf(question.answer)]),
    followTo: text.questions.map((question) => answerIndexes(question.to)),
    updates: text.updates.map(lineOf),
  };
}

const scenariosOf = (category: ForumCategoryId) =>
  readContent<ScenarioText[]>(`forums/${category}.yaml`).map(scenarioOf);

const SCENARIOS: Record<ForumCategoryId, Scenario[]> = {
  travel: scenariosOf('travel'),
  living: scenariosOf('living'),
  jobs: scenariosOf('jobs'),
  food: scenariosOf('food'),
  culture: scenariosOf('culture'),
  dating: scenariosOf('dating'),
  photography: scenariosOf('photography'),
};

/* ------------------------------------------------------------------------------------------------
 * Replies any thread can use, each tied to the thread's place (`content/forums/replies.yaml`)
 * ---------------------------------------------------------------------------------------------- */

type Question = { ask: string; answer: string };

const REPLIES = readContent<{
  asides: string[];
  concedes: string[];
  glad: string[];
  thanks: string[];
  questions: Question[];
  languageQuestion: Question;
}>('forums/replies.yaml');

const questionOf = ({ ask, answer }: Question): [Line, Line] => [lineOf(ask), lineOf(answer)];

/** Short replies to the topic that add interest rather than an answer. */
const ASIDES = REPLIES.asides.map(lineOf);
/** The author of an answer conceding, or standing firm, after someone replied to it. */
const CONCEDES = REPLIES.concedes.map(lineOf);
/** The author of an answer, glad someone agreed with it. */
const GLAD = REPLIES.glad.map(lineOf);

/** Replies to an answer that agree with it, rather than add to it or push back. */
const AGREES = /^(Agree|Agreed|Seconding|Plus one|Totally agree|Completely agree|Same)\b/;

/** The topic author thanking someone for an answer. */
const THANKS = REPLIES.thanks.map(lineOf);

/** Questions that fit any answer, and the answer's author replying. */
const GENERIC_FOLLOW_UPS = REPLIES.questions.map(questionOf);

/** Asked when the country does not run on English. */
const LANGUAGE_FOLLOW_UP = questionOf(REPLIES.languageQuestion);

/**
 * How often a world has used each scenario and each shared line so far, per city and per country.
 * Keyed on the world's faker, one per world: a new world starts afresh, and the same calls give
 * the same world. A city met again, or another city in the same country, gets a question it has
 * not had, and a city's threads do not keep repeating the same aside or thanks.
 */
const worldUse = new WeakMap<Faker, Map<string, number>>();

function usageOf(faker: Faker): Map<string, number> {
  const used = worldUse.get(faker) ?? new Map<string, number>();
  worldUse.set(faker, used);
  return used;
}

/** Where a shared line has been used: in the city, and in its country (cities share names). */
function lineKeys(c: Ctx, name: string, pool: readonly Line[], line: Line): [string, string] {
  const at = pool.indexOf(line);
  return [`${c.city}|${name} ${at}`, `${c.country.name}|${name} ${at}`];
}

/** A shared pool's lines shuffled, those the place has had least last, so `pop` takes them. */
function leastUsedLast(c: Ctx, name: string, pool: readonly Line[]): Line[] {
  const used = usageOf(c.f);
  const score = (line: Line) => {
    const [city, country] = lineKeys(c, name, pool, line).map((key) => used.get(key) ?? 0);
    return city! * 1000 + country!;
  };
  return c.f.helpers.shuffle([...pool]).sort((a, b) => score(b) - score(a));
}

/** A shared line, written for the place, and counted as used there. */
function writeCounted(c: Ctx, name: string, pool: readonly Line[], line: Line): string {
  const used = usageOf(c.f);
  for (const key of lineKeys(c, name, pool, line)) used.set(key, (used.get(key) ?? 0) + 1);
  return line(c);
}

/* ------------------------------------------------------------------------------------------------
 * Threads
 * ---------------------------------------------------------------------------------------------- */

type ReplyKind = 'answer' | 'aside' | 'nested' | 'question' | 'reply' | 'author';

const MAX_REPLIES = 12;

/** '@First' for a person in the thread. */
function mention(c: Ctx, person: number): string {
  return `@${firstNameOf(c.people[person] ?? '')}`;
}

/** Whether a quote names the thread's place, so the same words do not turn up in other threads. */
function names(c: Ctx, quote: string): boolean {
  return [c.city, ...c.nb, c.airportCode, c.hospital].some((name) => quote.includes(name));
}

/** A short quote of a reply's opening sentence, or null when it has none worth quoting. */
function quoteOf(c: Ctx, content: string): string | null {
  const line = content
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text && !text.startsWith('>') && !text.startsWith('- '));
  if (!line) return null;
  const text = line.replace(/^@\S+\s+/, '').replace(/\*\*/g, '');
  const sentence = (text.split(/(?<=[.!?])\s+/)[0] ?? '').replace(/[.!?:,;]+$/, '');
  // The whole sentence if short, else its first clause; either way one that names something.
  for (const quote of [sentence, sentence.split(/[,;:] /)[0] ?? '']) {
    const words = quote.split(/\s+/).filter(Boolean).length;
    if (words >= 5 && words <= 16 && names(c, quote)) return quote;
  }
  return null;
}

/**
 * How a reply to a reply starts: naming its author, or quoting it. A world quotes the same words
 * once at most, so a quote never turns a sentence into one that three records share.
 */
function leadFor(c: Ctx, parent: ThreadReply, quoteChance: number): string {
  const quote = c.ch(quoteChance) ? quoteOf(c, parent.content) : null;
  const used = usageOf(c.f);
  if (!quote || used.has(`quote|${quote}`)) return `${mention(c, parent.author)} `;
  used.set(`quote|${quote}`, 1);
  return `> ${quote}\n\n`;
}

function buildReplies(c: Ctx, s: Scenario): ThreadReply[] {
  const f = c.f;
  const others = c.people.length - 1;
  if (others < 2) return [];
  const out: ThreadReply[] = [];
  const kinds: ReplyKind[] = [];
  /** For each reply, the answers (indices into `s.answers`) its text is made of. */
  const sources: number[][] = [];
  const texts = s.answers.map((line) => line(c));
  const isList = (at: number) => texts[at]!.includes('\n- ');
  const unused = f.helpers.shuffle(texts.map((_, at) => at));
  type Targeted<T> = { item: T; to: number[] };
  const nested: Array<Targeted<Line>> = f.helpers.shuffle(
    s.nested.map((item, at) => ({ item, to: s.nestedTo[at] ?? [] })),
  );
  const followUps: Array<Targeted<[Line, Line]>> = f.helpers.shuffle([
    ...s.followUps.map((item, at) => ({ item, to: s.followTo[at] ?? [] })),
    ...GENERIC_FOLLOW_UPS.map((item) => ({ item, to: [] })),
    ...(c.englishOk ? [] : [{ item: LANGUAGE_FOLLOW_UP, to: [] }]),
  ]);
  const asides = leastUsedLast(c, 'aside', ASIDES);
  const concedes = f.helpers.shuffle([...CONCEDES]);
  const glads = f.helpers.shuffle([...GLAD]);
  const total = f.number.int({ min: 3, max: MAX_REPLIES });
  const authorReplies = f.datatype.boolean(0.5);
  const room = () => total - (authorReplies ? 1 : 0) - out.length;
  const maxAsides = f.number.int({ min: 0, max: 2 });
  let asidesUsed = 0;

  let queue: number[] = [];
  /** Someone other than the topic author, spreading replies across the people given. */
  const nextAuthor = (avoid: number): number => {
    if (!queue.some((person) => person !== avoid))
      queue = f.helpers.shuffle(Array.from({ length: others }, (_, i) => i + 1));
    const at = queue.findIndex((person) => person !== avoid);
    return queue.splice(at, 1)[0]!;
  };
  const add = (reply: ThreadReply, kind: ReplyKind, from: number[] = []) => {
    out.push(reply);
    kinds.push(kind);
    sources.push(from);
    return out.length - 1;
  };
  const answered = () => kinds.flatMap((kind, at) => (kind === 'answer' ? [at] : []));
  /** The first entry that fits an answer already posted, and that answer; taken from the list. */
  const takeFitting = <T>(entries: Array<Targeted<T>>) => {
    for (const [at, entry] of entries.entries()) {
      const parents = answered().filter(
        (reply) => !entry.to.length || sources[reply]!.some((source) => entry.to.includes(source)),
      );
      if (!parents.length) continue;
      entries.splice(at, 1);
      const parent = f.helpers.arrayElement(parents);
      // A quote shows the opening of the answer, so only when that opening is what is answered.
      const quotable = !entry.to.length || entry.to.includes(sources[parent]![0]!);
      return { item: entry.item, parent, quotable };
    }
    return null;
  };

  const addAnswer = () => {
    const first = unused.pop();
    if (first === undefined) return false;
    const from = [first];
    // Now and then a detailed answer: a few sentences, a short list, sometimes a closing tip.
    const listAt = unused.findIndex(isList);
    if (!isList(first) && listAt >= 0 && f.datatype.boolean(0.3)) {
      from.push(unused.splice(listAt, 1)[0]!);
      const closing = unused.findIndex((at) => !isList(at));
      if (closing >= 0 && f.datatype.boolean(0.5)) from.push(unused.splice(closing, 1)[0]!);
    }
    const content = from.map((at) => texts[at]!).join('\n\n');
    add({ answers: null, author: nextAuthor(0), content, helpful: false }, 'answer', from);
    return true;
  };
  const addNested = () => {
    const fit = takeFitting(nested);
    if (!fit) return false;
    const target = out[fit.parent]!;
    const author = nextAuthor(target.author);
    const text = fit.item(c);
    const lead = leadFor(c, target, fit.quotable ? 0.3 : 0);
    const at = add(
      { answers: fit.parent, author, content: `${lead}${text}`, helpful: false },
      'nested',
    );
    const concede = AGREES.test(text) ? glads.pop() : concedes.pop();
    if (concede && room() > 0 && f.datatype.boolean(0.3))
      add(
        {
          answers: at,
          author: target.author,
          content: `${mention(c, author)} ${concede(c)}`,
          helpful: false,
        },
        'reply',
      );
    return true;
  };
  const addFollowUp = () => {
    if (room() < 2) return false;
    const fit = takeFitting(followUps);
    if (!fit) return false;
    const target = out[fit.parent]!;
    const asker = target.author !== 0 && f.datatype.boolean(0.5) ? 0 : nextAuthor(target.author);
    const question = add(
      {
        answers: fit.parent,
        author: asker,
        content: `${mention(c, target.author)} ${fit.item[0](c)}`,
        helpful: false,
      },
      'question',
    );
    add(
      {
        answers: question,
        author: target.author,
        content: `${mention(c, asker)} ${fit.item[1](c)}`,
        helpful: false,
      },
      'reply',
    );
    return true;
  };
  const addAside = () => {
    const line = asides.pop();
    if (!line || asidesUsed >= maxAsides) return false;
    asidesUsed += 1;
    const content = writeCounted(c, 'aside', ASIDES, line);
    add({ answers: null, author: nextAuthor(0), content, helpful: false }, 'aside');
    return true;
  };

  while (room() > 0) {
    const roll = f.number.float({ min: 0, max: 1 });
    const steps = !answered().length
      ? [addAnswer, addAside]
      : roll < 0.45
        ? [addAnswer, addNested, addFollowUp]
        : roll < 0.65
          ? [addNested, addAnswer, addFollowUp]
          : roll < 0.85
            ? [addFollowUp, addNested, addAnswer]
            : [addAside, addAnswer, addNested];
    if (!steps.some((step) => step())) break;
  }

  if (authorReplies) {
    const thanked = answered().filter((at) => out[at]!.author !== 0);
    const both = f.datatype.boolean(0.2);
    if (thanked.length && (both || f.datatype.boolean(0.6))) {
      const at = f.helpers.arrayElement(thanked);
      out[at]!.helpful = true;
      add(
        {
          answers: at,
          author: 0,
          content: `${leadFor(c, out[at]!, 0.2)}${writeCounted(c, 'thanks', THANKS, leastUsedLast(c, 'thanks', THANKS).pop()!)}`,
          helpful: false,
        },
        'author',
      );
    }
    if (out.length < MAX_REPLIES && (both || !kinds.includes('author')))
      add(
        { answers: null, author: 0, content: f.helpers.arrayElement(s.updates)(c), helpful: false },
        'author',
      );
  }
  // Other members' answers the topic author also found helpful; never more than two in all.
  for (const at of answered()) {
    if (out.filter((reply) => reply.helpful).length >= 2) break;
    if (out[at]!.author !== 0 && f.datatype.boolean(0.12)) out[at]!.helpful = true;
  }
  return out;
}

/** A scenario of `kind` for the place, from those it has had least (city first, then country). */
function pickScenario<T>(faker: Faker, kind: string, place: Place, all: readonly T[], fit: T[]): T {
  const used = usageOf(faker);
  const keys = (scenario: T) =>
    [place.city, place.country].map((where) => `${kind}|${where}|${all.indexOf(scenario)}`);
  const score = (scenario: T) => {
    const [city, country] = keys(scenario).map((key) => used.get(key) ?? 0);
    return city! * 1000 + country!;
  };
  const least = Math.min(...fit.map(score));
  const scenario = faker.helpers.arrayElement(fit.filter((option) => score(option) === least));
  for (const key of keys(scenario)) used.set(key, (used.get(key) ?? 0) + 1);
  return scenario;
}

/** A discussion topic in the category, about the place, with replies that answer it. */
export function writeDiscussion(input: {
  faker: Faker;
  category: ForumCategoryId;
  place: Place;
  country: CountryFacts;
  /** Full names; people[0] is the topic author. At least 8. */
  people: string[];
}): WrittenThread {
  const { faker, category, place, country, people } = input;
  const c = threadCtx(faker, place, country, people);
  const scenarios = SCENARIOS[category].filter((scenario) => !scenario.fits || scenario.fits(c));
  const scenario = pickScenario(faker, category, place, SCENARIOS[category], scenarios);
  const titles = scenario.titles
    .map((title) => title(c))
    .filter((title): title is string => Boolean(title));
  const title = faker.helpers.arrayElement(titles);
  return {
    // Members open questions the way people do, which also keeps two threads apart.
    title:
      title.endsWith('?') && faker.datatype.boolean(0.4)
        ? `${faker.helpers.arrayElement(WORDS.titleOpeners)}${title}`
        : title,
    content: scenario.post(c),
    tags: [category, ...faker.helpers.arrayElements(scenario.tags, { min: 1, max: 3 })],
    replies: buildReplies(c, scenario),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Board posts: marketplace, events, language exchange
 * ---------------------------------------------------------------------------------------------- */

type BoardPost = {
  title: string;
  body: string;
  tags: string[];
  /** A member's reply, and the poster's answer to it (or null). */
  pairs: Array<[Line, Line | null]>;
};

type BoardScenario = { fits?: (c: Ctx) => boolean; write: (c: Ctx) => BoardPost };

type BoardPostText = {
  onlyIf?: string;
  choose?: Choices;
  title: string;
  tags: string[];
  body: Block;
  replies: Array<{ reply: string; answer?: string }>;
};

/** Languages a member might learn in the country, as people name them. */
function localLanguages(c: Ctx): string[] {
  const spoken = c.country.languages.filter((language) => language !== 'English').map(languageName);
  return spoken.length ? spoken : [c.lang];
}

/** A language exchange post is about one of the country's languages, drawn first. */
function exchangeLanguage(c: Ctx): Words {
  const language = c.p(localLanguages(c));
  return { language, aLanguage: withArticle(language), languageTag: language.toLowerCase() };
}

/** The chosen words of a post, and for a chosen `priceInDollars` the asking price and offers. */
function chosenWords(c: Ctx, choices: Choices | undefined): Words {
  const chosen = choose(c, choices);
  const dollars = chosen.priceInDollars;
  if (typeof dollars !== 'number') return chosen;
  return {
    ...chosen,
    askingPrice: c.mf(dollars),
    lowOffer: c.mf(dollars * 0.85),
    counterOffer: c.mf(dollars * 0.93),
  };
}

function boardScenarioOf(kind: BoardKind, text: BoardPostText): BoardScenario {
  const { onlyIf } = text;
  return {
    ...(onlyIf && { fits: (c: Ctx) => holds(c, onlyIf) }),
    write: (c) => {
      const extra = {
        ...(kind === 'language-exchange' ? exchangeLanguage(c) : {}),
        ...chosenWords(c, text.choose),
      };
      return {
        title: write(c, text.title, extra),
        tags: text.tags.map((tag) => write(c, tag, extra)),
        body: write(c, text.body, extra),
        pairs: text.replies.map(({ reply, answer }) => [
          (x: Ctx) => write(x, reply, extra),
          answer === undefined ? null : (x: Ctx) => write(x, answer, extra),
        ]),
      };
    },
  };
}

const boardOf = (kind: BoardKind, file: string) =>
  readContent<BoardPostText[]>(`forums/${file}.yaml`).map((text) => boardScenarioOf(kind, text));

const BOARDS: Record<BoardKind, BoardScenario[]> = {
  marketplace: boardOf('marketplace', 'marketplace'),
  event: boardOf('event', 'events'),
  'language-exchange': boardOf('language-exchange', 'language-exchange'),
};

/** A marketplace, event or language-exchange post about the place, with a few replies. */
export function writeBoardPost(input: {
  faker: Faker;
  kind: BoardKind;
  place: Place;
  country: CountryFacts;
  /** Full names; people[0] is the poster. */
  people: string[];
}): WrittenThread {
  const { faker, kind, place, country, people } = input;
  const c = threadCtx(faker, place, country, people);
  const scenario = pickScenario(
    faker,
    kind,
    place,
    BOARDS[kind],
    BOARDS[kind].filter((candidate) => !candidate.fits || candidate.fits(c)),
  );
  const post = scenario.write(c);
  const replies: ThreadReply[] = [];
  const count = people.length > 1 ? faker.number.int({ min: 0, max: 5 }) : 0;
  const members = faker.helpers.shuffle(Array.from({ length: people.length - 1 }, (_, i) => i + 1));
  for (const [member, answer] of faker.helpers.shuffle(post.pairs)) {
    if (replies.length >= count) break;
    const author = members[replies.length % members.length]!;
    replies.push({ answers: null, author, content: member(c), helpful: false });
    if (answer && replies.length < count && faker.datatype.boolean(0.7))
      replies.push({
        answers: replies.length - 1,
        author: 0,
        content: `${mention(c, author)} ${answer(c)}`,
        helpful: false,
      });
  }
  return { title: post.title, content: post.body, tags: [kind, ...post.tags].slice(0, 4), replies };
}
