/**
 * Long-form article text for the mock travel and expat portal: guides, listicles, Q&As,
 * comparisons and first-person blog posts about the seeded places. Every article is built from
 * its place's own facts (neighbourhoods, hospitals, airport, coworking spaces, industries,
 * currency, emergency numbers, visa types, climate) and prices converted with money.ts; each kind
 * is written only for the places it suits (`fitsPlace`), so the articles read as if people who
 * live there wrote them and no sentence is shared by more than a few of them. The texts are in
 * `content/articles/`. Randomness comes only from the faker passed in, so the seeded world stays
 * identical from run to run.
 */
import type { Faker } from '@faker-js/faker';
import {
  type Branches,
  branchOf,
  fill,
  type Filling,
  readContent,
  type Template,
  type Word,
  type WordLookup,
  type Words,
} from '../content';
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

/* ------------------------------------------------------------------------------------------------
 * Which places each kind of article suits: a beach town, a megacity and a hill station each get
 * the articles their own data makes worth writing
 * ---------------------------------------------------------------------------------------------- */

const hasCoworking = (place: Place) => place.coworking.length >= 2;
const isCheap = (place: Place) => place.costOfLiving === 'Low';
const hasCityDishes = (place: Place) => (DISHES.byCity[place.city]?.length ?? 0) > 0;
/** Small and cool: a hill station, or a town people retreat to from the heat. */
const isHillStation = (place: Place) =>
  !placeTraits(place).bigCity && !placeTraits(place).coastal && place.temperature <= 21;
/** The biggest place of its country, where its visa offices and paperwork are. */
const isCountrysHub = (place: Place) =>
  places
    .filter((candidate) => candidate.country === place.country)
    .every((candidate) => candidate.population <= place.population);
const isResort = (place: Place) =>
  placeTraits(place).coastal && !placeTraits(place).bigCity && place.city !== place.country;

const FITS: Record<ArticleTemplateId, (place: Place) => boolean> = {
  'living-guide': (place) => placeTraits(place).bigCity,
  'apartment-hunting': (place) => placeTraits(place).bigCity,
  'visa-guide': isCountrysHub,
  'first-week': (place) => placeTraits(place).size !== 'town',
  'best-neighbourhoods': (place) => placeTraits(place).bigCity,
  'coworking-spots': hasCoworking,
  'must-try-dishes': hasCityDishes,
  'weekend-trips': (place) => placeTraits(place).bigCity || isHillStation(place),
  'solo-safety': (place) => isResort(place) || placeTraits(place).size === 'town',
  'cost-of-living-qa': isCheap,
  'remote-work-qa': (place) => hasCoworking(place) && !placeTraits(place).bigCity,
  'finding-work-qa': (place) => placeTraits(place).bigCity,
  'nomad-comparison': hasCoworking,
  'cost-comparison': (place) => placeTraits(place).bigCity,
  'condo-or-house': (place) => placeTraits(place).bigCity && !isCheap(place),
  'food-month': (place) => hasCityDishes(place) && placeTraits(place).bigCity,
  'before-moving': (place) => placeTraits(place).size !== 'megacity',
  'teaching-freelancing': (place) =>
    place.industries.some((industry) => /education|creative|IT|software/i.test(industry)),
  'rainy-season-health': (place) => placeTraits(place).climate === 'tropical' && isCheap(place),
  'long-stay-visas': (place) =>
    (isResort(place) || isHillStation(place)) && visaKinds(countryFor(place)).retire !== null,
  'paperwork-basics': isCountrysHub,
  'healthcare-guide': (place) =>
    place.hospitals.public.length > 0 && place.hospitals.private.length > 0,
  'budget-month': (place) => isCheap(place) && !placeTraits(place).bigCity,
  'choosing-a-base': (place) =>
    places.some((other) => other !== place && fitsPair('choosing-a-base', place, other)),
  'local-etiquette': (place) => placeTraits(place).size !== 'town',
  'job-market': (place) => placeTraits(place).size === 'megacity',
};

/** Whether an article of this kind is worth writing about the place. */
export function fitsPlace(id: ArticleTemplateId, place: Place): boolean {
  return FITS[id](place);
}

/** Whether a comparison of this kind is worth writing about the two places. */
export function fitsPair(id: ArticleTemplateId, place: Place, other: Place): boolean {
  if (place === other) return false;
  const sameRegion = countryFor(place).region === countryFor(other).region;
  if (id === 'nomad-comparison') return hasCoworking(other) && sameRegion;
  if (id === 'cost-comparison')
    return placeTraits(other).bigCity && sameRegion && place.costOfLiving !== other.costOfLiving;
  // A base by the sea against one inland, in the same country.
  return (
    place.country === other.country &&
    placeTraits(place).coastal &&
    !placeTraits(other).coastal &&
    placeTraits(other).size !== 'town'
  );
}

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
  /** The second place of a comparison; the place itself for an article about one. */
  other: Place;
  otherCountry: CountryFacts;
  /** Kinds whose text follows the template's, as sections of one long read about the place. */
  companions?: readonly ArticleTemplate[];
  /** Which of its kind's articles this is (0, 1, 2…), so that each words things its own way. */
  variant?: number;
  /** For a short piece: the words it stops at, keeping whole sections. */
  wordBudget?: number;
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
 * Country knowledge the place data does not hold, and the articles' texts (`content/articles/`)
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

const EXTRAS = readContent<Record<string, CountryExtra>>('articles/countries.yaml');

/** When the wet months come, by city first and country second. */
const WET_SEASON = readContent<Record<string, string>>('articles/wet-seasons.yaml');

type Dish = { name: string; note: string };

/** Dishes worth knowing in each country, and a city's own; the note reads after the name. */
const DISHES = readContent<{ byCountry: Record<string, Dish[]>; byCity: Record<string, Dish[]> }>(
  'articles/dishes.yaml',
);

type ClimateKind = 'cold' | 'temperate' | 'mild' | 'tropical';

/** Phrasings several articles share (`content/articles/shared.yaml`). */
const SHARED = readContent<{
  sizes: Record<'megacity' | 'bigCity' | 'city' | 'town', string>;
  climates: Record<ClimateKind, string>;
  transport: Record<'transitCard' | 'rideApps' | 'otherwise', string[]>;
  hospitals: Record<'privateAndPublic' | 'twoHospitals' | 'oneHospital', string[]>;
  neighbourhoodCharacters: string[];
  neighbourhoodAudiences: string[];
  climateComparison: Record<'similar' | 'different', string>;
  pricesInBoth: Record<'sameCurrency' | 'otherCurrency', string>;
  travelTimes: Record<'shortDrive' | 'drive' | 'hop' | 'shortFlight' | 'flight', string>;
}>('articles/shared.yaml');

/** A sentence: a text, one of several never used before in the article, or one by a yes-or-no. */
type Sentence = string | { oneOf: Template[] } | Branches<Sentence>;
type Block =
  | { heading: string }
  | { subheading: string }
  | { paragraph: Sentence[] }
  | { bullets: Sentence[] | { some: number; of: Sentence[] } }
  /** A part the writer puts together itself (a list of neighbourhoods, dishes, trips). */
  | { block: string }
  | Branches<Block | Block[]>;

type ArticleText = {
  title: Template;
  intro: Template[];
  sections: Block[];
  /** Topic words, after the place's own names. */
  keywords: string[];
};

const articleText = <T = object>(id: ArticleTemplateId) =>
  readContent<ArticleText & T>(`articles/${id}.yaml`);

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

type PlaceSize = 'megacity' | 'big city' | 'city' | 'town';

/** What kind of place it is, from its data: its climate, whether it is by the sea, its size. */
function placeTraits(place: Place) {
  const t = place.temperature;
  const climate: ClimateKind =
    t <= 13 ? 'cold' : t <= 18 ? 'temperate' : t <= 24 ? 'mild' : 'tropical';
  const text = `${place.description} ${place.highlights.join(' ')}`;
  const coastal = /beach|sea\b|bay\b|island|coast|harbour|surf|port\b|strait|ocean/i.test(text);
  const size: PlaceSize =
    place.population >= 5_000_000
      ? 'megacity'
      : place.population >= 1_000_000
        ? 'big city'
        : place.population >= 200_000
          ? 'city'
          : 'town';
  return { climate, coastal, size, bigCity: size === 'megacity' || size === 'big city' };
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
  const { climate, coastal, size } = placeTraits(place);
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

/** What the placeholders about one place stand for (`content/articles/README.md` lists them). */
function placeWords(F: PlaceFacts, pick: <T>(items: readonly T[]) => T): Record<string, Word> {
  const ordinal = (name: string, count: number, value: (index: number) => Word) => {
    const words: Record<string, Word> = {};
    for (let index = 0; index < count; index += 1) words[`${name}${index + 1}`] = value(index);
    return words;
  };
  const { climate, size, cost, visa, extra, emergency } = F;
  return {
    city: F.city,
    aCity: () => withArticle(F.city),
    cityAndCountry: () => cityAndCountry(F),
    cityOrCountry: F.cityState ? F.city : F.countryName,
    countryName: F.countryName,
    region: F.region,
    description: () => describe(F.place),
    sizeDescribed: () => sizePhrase(F),
    climateDescribed: () => climatePhrase(F),
    population: F.population,
    temperature: F.temperature,
    costLevel: () => cost.toLowerCase(),
    airport: F.airport,
    airportName: F.airportName,
    airportCode: F.airportCode,
    language: F.language,
    currency: F.currency,
    currencyName: F.currencyName,
    currencyPlain: () => F.currencyName.replace(/ \(.*\)$/, ''),
    currencyWord: () => currencyWord(F),
    wet: F.wet,
    wetName: F.wetName,
    transitCard: F.transitCard,
    shortStay: visa.short,
    nomadVisa: visa.nomad,
    workVisa: visa.work,
    retirementVisa: visa.retire,
    studentVisa: visa.student,
    visaCount: visa.all.length,
    allVisas: () => list(visa.all),
    networks: extra.networks,
    payments: extra.pay,
    rideApps: extra.rides,
    rideAppsOr: extra.rides && (() => orList(extra.rides!)),
    greeting: extra.greeting,
    custom: () => pick(extra.customs),
    policeNumber: emergency.police,
    ambulanceNumber: emergency.ambulance,
    fireNumber: emergency.fire,
    touristPoliceNumber: emergency.tourist_police,
    ...ordinal('neighbourhood', 8, F.hood),
    ...ordinal('aNeighbourhood', 8, (index) => () => withArticle(F.hood(index))),
    ...ordinal('highlight', 4, (index) => F.highlights[index] ?? F.highlights[0]),
    ...ordinal('industry', 4, (index) => F.industries[index]),
    allIndustries: () => list(F.industries),
    ...ordinal('hospital', 2, (index) => F.hospitals[index]),
    privateHospital1: F.privateHospitals[0],
    publicHospital1: F.publicHospitals[0],
    mainHospital: F.privateHospitals[0] ?? F.hospitals[0],
    clinic: F.privateHospitals[0] ?? F.publicHospitals[0],
    workspace: F.named[0] ?? F.informal[0],
    range: (min, max) => F.range(Number(min), Number(max)),
    money: (usd) => F.money(Number(usd)),
    usd: (usd) => F.usd(Number(usd)),
    cityState: F.cityState,
    english: F.english,
    englishFirst: F.language === 'English',
    singapore: F.countryName === 'Singapore',
    coastal: F.coastal,
    tropical: F.tropical,
    tropicalClimate: climate === 'tropical',
    coldClimate: climate === 'cold',
    mildClimate: climate === 'mild',
    temperateClimate: climate === 'temperate',
    coolClimate: climate === 'cold' || climate === 'temperate',
    town: size === 'town',
    megacity: size === 'megacity',
    bigCity: size === 'megacity' || size === 'big city',
    expensive: cost === 'High',
    midPriced: cost === 'Medium',
    cheap: cost === 'Low',
    hasNomadVisa: Boolean(visa.nomad),
    hasWorkVisa: Boolean(visa.work),
    hasRetirementVisa: Boolean(visa.retire),
    hasStudentVisa: Boolean(visa.student),
    hasRideApps: Boolean(extra.rides),
    cashFirst: Boolean(extra.cashFirst),
    hasTransitCard: Boolean(F.transitCard),
    hasTouristPolice: Boolean(emergency.tourist_police),
    hasHospital: F.hospitals.length > 0,
    hasTwoHospitals: F.hospitals.length > 1,
    hasClinic: Boolean(F.privateHospitals[0] ?? F.publicHospitals[0]),
    hasWorkspace: Boolean(F.named[0] ?? F.informal[0]),
    wetNameIsRainySeason: F.wetName === 'rainy season',
    safeTapWater: ['Japan', 'Singapore', 'South Korea', 'Hong Kong', 'Taiwan'].includes(
      F.countryName,
    ),
  };
}

/** What the two places of a comparison have in common, or not. */
function pairWords(
  P: PlaceFacts,
  Q: PlaceFacts,
  pick: <T>(items: readonly T[]) => T,
): Record<string, Word> {
  return {
    both: (min, max) => both(P, Q, Number(min), Number(max)),
    climateComparison: () => climateCompare(P, Q, pick),
    sameCountry: P.countryName === Q.countryName,
    differentCountries: P.countryName !== Q.countryName,
    sameCurrency: P.currency === Q.currency,
    sameSize: P.size === Q.size,
    sameEnglish: P.english === Q.english,
    sameLanguage: P.language === Q.language,
    bothEnglish: P.english && Q.english,
    bothHaveNomadVisas: Boolean(P.visa.nomad && Q.visa.nomad),
    eitherHasNomadVisa: Boolean(P.visa.nomad || Q.visa.nomad),
    eitherHasRetirementVisa: Boolean(P.visa.retire || Q.visa.retire),
    bothHaveRideApps: Boolean(P.extra.rides && Q.extra.rides),
    eitherTropicalClimate: P.climate === 'tropical' || Q.climate === 'tropical',
    oneIsCoastal: P.coastal !== Q.coastal,
    onlyFirstHasTransitCard: Boolean(P.transitCard && !Q.transitCard),
    onlyOtherHasTransitCard: Boolean(Q.transitCard && !P.transitCard),
    sameCoworkingCount: P.named.length === Q.named.length,
    moreCoworkingFirst: P.named.length > Q.named.length,
    otherDescriptionHasArticle: /^(A|An|The) /.test(Q.place.description),
  };
}

/** `{listOf highlight1 highlight2}`: the named words as a list. */
function listOf(words: WordLookup, names: ReadonlyArray<string | number>): string {
  return list(
    names.map((name) => {
      const word = words(String(name));
      return String(typeof word === 'function' ? word() : word);
    }),
  );
}

type Writer = ReturnType<typeof makeWriter>;

function makeWriter(input: WriteArticleInput) {
  const { faker } = input;
  const used = new Set<string>();
  const P = placeFacts(input.place, input.country, faker);
  const Q = placeFacts(input.other, input.otherCountry, faker);
  const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items as T[]);
  /** One of the phrasings, never one this article has already used. */
  const o = (...options: string[]): string => {
    const fresh = options.filter((option) => !used.has(option));
    const choice = pick(fresh.length ? fresh : options);
    used.add(choice);
    return choice;
  };
  /**
   * The variant's own of a few phrasings, for a sentence every comparison has: with as many
   * phrasings as articles per kind, no phrasing goes into more articles than that.
   */
  const ofVariant = <T>(items: readonly T[]): T => items[(input.variant ?? 0) % items.length]!;
  const own = placeWords(P, pick);
  const other = placeWords(Q, pick);
  const pair: Record<string, Word> = {
    ...pairWords(P, Q, ofVariant),
    longRead: Boolean(input.companions?.length),
    listOf: (...names) => listOf(words, names),
  };
  /** The place's words, the other place's as `other…` (`{otherCity}`), and the pair's. */
  const words: WordLookup = (name) => {
    if (Object.hasOwn(own, name)) return own[name];
    if (Object.hasOwn(pair, name)) return pair[name];
    const otherName = /^other([A-Z])(.*)$/.exec(name);
    const key = otherName && `${otherName[1]!.toLowerCase()}${otherName[2]}`;
    return key && Object.hasOwn(other, key) ? other[key] : undefined;
  };
  const filling: Filling = { words, pick: (options) => pick(options) };
  const writer = {
    faker,
    P,
    Q,
    pick,
    o,
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
    /** A text of `content/articles/` with the article's words in it. */
    say: (text: Template, extra?: Words) => fill(text, filling, extra),
    /** One of the phrasings (`oneOf`), written out, never one the article has used. */
    oneOf: (texts: readonly Template[], extra?: Words) =>
      o(...texts.map((text) => fill(text, filling, extra))),
    /** Whether a yes-or-no word (the writer's own in `extra`, else the article's) is yes. */
    holds: (flag: string, extra: Words): boolean => {
      const value = Object.hasOwn(extra, flag) ? extra[flag] : words(flag);
      if (typeof value !== 'boolean') throw new Error(`"if ${flag}" needs a yes-or-no word`);
      return value;
    },
    comparison: input.template.needsOther,
  };
  pair.transport = (slot) => transportLine(writer, P, Number(slot) - 1);
  pair.hospitals = (slot) => hospitalLine(writer, P, Number(slot) - 1);
  return writer;
}

type Blocks = Record<string, () => string | string[]>;

function writeSentence(w: Writer, sentence: Sentence, extra: Words): string {
  if (typeof sentence === 'string') return w.say(sentence, extra);
  if ('oneOf' in sentence) return w.oneOf(sentence.oneOf, extra);
  const branch = branchOf(sentence, (flag) => w.holds(flag, extra));
  return branch === undefined ? '' : writeSentence(w, branch, extra);
}

function writeBlock(w: Writer, block: Block, extra: Words, blocks: Blocks): string[] {
  if ('heading' in block) return [h2(w.say(block.heading, extra))];
  if ('subheading' in block) return [h3(w.say(block.subheading, extra))];
  if ('paragraph' in block)
    return [para(...block.paragraph.map((sentence) => writeSentence(w, sentence, extra)))];
  if ('bullets' in block) {
    const items = block.bullets;
    const written = Array.isArray(items)
      ? items.map((item) => writeSentence(w, item, extra))
      : w.some(
          items.of.map((item) => writeSentence(w, item, extra)),
          items.some,
        );
    return [bullets(written.filter(Boolean))];
  }
  if ('block' in block) {
    const make = blocks[block.block];
    if (!make) throw new Error(`No block "${block.block}" in this article's writer`);
    const made = make();
    return Array.isArray(made) ? made : [made];
  }
  const branch = branchOf(block, (flag) => w.holds(flag, extra));
  if (branch === undefined) return [];
  return (Array.isArray(branch) ? branch : [branch]).flatMap((part) =>
    writeBlock(w, part, extra, blocks),
  );
}

/**
 * The article of `text`, its sections written in order after the intro, with `extra` words of
 * the writer's own and the `blocks` it puts together itself.
 */
function article(
  w: Writer,
  text: ArticleText,
  intro: string,
  extra: Words = {},
  blocks: Blocks = {},
): Parts {
  const sections = text.sections.flatMap((block) => writeBlock(w, block, extra, blocks));
  return {
    title: w.say(text.title, extra),
    intro,
    sections,
    keywords: w.comparison
      ? [w.P.city, w.Q.city, ...text.keywords]
      : keywordsFor(w.P, ...text.keywords),
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
  const key = P.size === 'big city' ? 'bigCity' : P.size;
  return fill(SHARED.sizes[key], { words: { population: P.population } });
}

function climatePhrase(P: PlaceFacts): string {
  return fill(SHARED.climates[P.climate], { words: { temperature: P.temperature } });
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
  const { transport } = SHARED;
  const rides = P.extra.rides ?? '';
  const options = P.transitCard
    ? transport.transitCard
    : P.extra.rides
      ? transport.rideApps
      : transport.otherwise;
  return w.oneOf(forSlot(options, slot), {
    severalRideApps: rides.includes(' and ') || rides.includes(','),
  });
}

/** Where foreigners go for care, in one sentence; `slot` works as for transportLine. */
function hospitalLine(w: Writer, P: PlaceFacts, slot: number): string {
  const { hospitals } = SHARED;
  const options =
    P.privateHospitals[0] && P.publicHospitals[0]
      ? hospitals.privateAndPublic
      : P.hospitals[0] && P.hospitals[1]
        ? hospitals.twoHospitals
        : hospitals.oneHospital;
  return w.oneOf(forSlot(options, slot));
}

function keywordsFor(P: PlaceFacts, ...topics: string[]): string[] {
  const base = P.cityState ? [P.city] : [P.city, P.countryName];
  return [...base, ...topics].slice(0, 6);
}

/* ------------------------------------------------------------------------------------------------
 * The articles: each a text of `content/articles/` and what its writer adds to it
 * ---------------------------------------------------------------------------------------------- */

/** `character1`, `character2`…: the items as numbered words. */
function numbered(name: string, items: readonly string[]): Record<string, string> {
  return Object.fromEntries(items.map((item, index) => [`${name}${index + 1}`, item]));
}

/** An article that needs nothing from its writer beyond the place's words. */
const plainArticle = (text: ArticleText) => (w: Writer) => article(w, text, w.oneOf(text.intro));

/** An article whose writer adds words of its own, worked out before the intro. */
const articleWith = (text: ArticleText, extraFor: (w: Writer) => Words) => (w: Writer) => {
  const extra = extraFor(w);
  return article(w, text, w.oneOf(text.intro, extra), extra);
};

const LIVING_GUIDE = articleText('living-guide');

function livingGuide(w: Writer): Parts {
  const characters = w.shuffle(SHARED.neighbourhoodCharacters);
  const audiences = w.shuffle(SHARED.neighbourhoodAudiences);
  const extra = { ...numbered('character', characters), ...numbered('audience', audiences) };
  return article(w, LIVING_GUIDE, w.oneOf(LIVING_GUIDE.intro, extra), extra);
}

const BEST_NEIGHBOURHOODS = articleText<{
  neighbourhood: { heading: string; about: [string, string] };
  rent: string[];
  tips: string[];
  downsides: string[];
  verdicts: string[];
  atAGlance: string;
}>('best-neighbourhoods');

function bestNeighbourhoods(w: Writer): Parts {
  const { P } = w;
  const T = BEST_NEIGHBOURHOODS;
  const count = Math.min(8, P.hoods.length);
  const hoods = P.hoods.slice(0, count);
  const characters = w.shuffle(SHARED.neighbourhoodCharacters);
  const audiences = w.shuffle(SHARED.neighbourhoodAudiences);
  const intro = w.oneOf(T.intro, { count });
  const budgetLevels = w.shuffle([260, 300, 340, 380, 420, 460, 500, 540]);
  /** A one-bedroom's rent from `low` US dollars: `{rent 20 480}` is low + 20 to low + 480. */
  const rentLine = w.deck<[string, number]>(
    T.rent.map(
      (template) => (neighbourhood, low) =>
        w.say(template, {
          neighbourhood,
          rent: (from, to) => P.range(low + Number(from), low + Number(to)),
          rentFrom: (plus) => P.money(low + Number(plus)),
        }),
    ),
  );
  const rent = (hood: string, audience: string, index: number) =>
    rentLine(hood, /budget/.test(audience) ? 220 : budgetLevels[index % budgetLevels.length]!);
  const deckOf = (templates: string[]) =>
    w.deck<[string]>(
      templates.map((template) => (neighbourhood) => w.say(template, { neighbourhood })),
    );
  const tip = deckOf(T.tips);
  const downside = deckOf(T.downsides);
  const verdict = deckOf(T.verdicts);
  const audienceOf = (index: number) => audiences[index % audiences.length]!;
  return article(
    w,
    T,
    intro,
    { count },
    {
      neighbourhoods: () =>
        hoods.flatMap((neighbourhood, index) => {
          const words = {
            number: index + 1,
            neighbourhood,
            character: characters[index % characters.length],
            audience: audienceOf(index),
            verdict: () => verdict(neighbourhood),
          };
          return [
            h3(w.say(T.neighbourhood.heading, words)),
            para(
              ...T.neighbourhood.about.map((sentence) => w.say(sentence, words)),
              rent(neighbourhood, audienceOf(index), index),
              tip(neighbourhood),
              downside(neighbourhood),
            ),
          ];
        }),
      neighbourhoodsAtAGlance: () =>
        bullets(
          hoods.map((neighbourhood, index) =>
            w.say(T.atAGlance, { neighbourhood, audience: audienceOf(index) }),
          ),
        ),
    },
  );
}

type SpotText = { name: string; text: Sentence[] };

const COWORKING_SPOTS = articleText<{
  namedSpace: Sentence[];
  informalSpaces: Sentence[];
  otherSpots: SpotText[];
  spotHeading: string;
}>('coworking-spots');

function coworkingSpots(w: Writer): Parts {
  const { P } = w;
  const T = COWORKING_SPOTS;
  type Spot = { name: string; text: string[] };
  const write = (sentences: Sentence[], extra: Words = {}) =>
    sentences.map((sentence) => writeSentence(w, sentence, extra));
  const spots: Spot[] = [];
  for (const space of P.named) spots.push({ name: space, text: write(T.namedSpace, { space }) });
  for (const spaces of P.informal)
    spots.push({ name: capitalise(spaces), text: write(T.informalSpaces, { spaces }) });
  const fillers: Spot[] = T.otherSpots.map((spot) => ({
    name: w.say(spot.name),
    text: write(spot.text),
  }));
  for (const filler of w.shuffle(fillers)) {
    if (spots.length >= 6) break;
    spots.push(filler);
  }
  const spare = fillers.find((filler) => !spots.includes(filler));
  if (spare && spots.length < 7 && w.chance(50)) spots.push(spare);
  const extra = { count: spots.length };
  return article(w, T, w.oneOf(T.intro, extra), extra, {
    spots: () =>
      spots.flatMap((spot, index) => [
        h3(w.say(T.spotHeading, { number: index + 1, name: spot.name })),
        para(...spot.text),
      ]),
  });
}

function dishesFor(P: PlaceFacts, w: Writer, count: number): Dish[] {
  const local = DISHES.byCity[P.city] ?? [];
  const national = (DISHES.byCountry[P.countryName] ?? DISHES.byCountry.Thailand!).filter(
    (dish) => !local.some((special) => special.name.toLowerCase() === dish.name.toLowerCase()),
  );
  return [...local, ...w.shuffle(national)].slice(0, count);
}

/** Highlights that are about food or where to find it. */
const FOOD_SIGHT =
  /food|market|hawker|noodle|ramen|stall|coffee|cuisine|chicken|durian|dim sum|vada|bazaar/i;

const MUST_TRY_DISHES = articleText<{
  dish: { heading: string; about: string; price: string[] };
  where: string[];
}>('must-try-dishes');

function mustTryDishes(w: Writer): Parts {
  const { P } = w;
  const T = MUST_TRY_DISHES;
  const dishes = dishesFor(P, w, 12);
  const hoods = P.hoods;
  const whereLine = w.deck<[string]>(
    T.where.map((template) => (neighbourhood) => w.say(template, { neighbourhood })),
  );
  const where = (index: number) => whereLine(hoods[index % hoods.length]!);
  const foodHighlight = P.highlights.find((highlight) => FOOD_SIGHT.test(highlight));
  const extra = { count: dishes.length, foodHighlight, hasFoodHighlight: Boolean(foodHighlight) };
  return article(w, T, w.oneOf(T.intro, extra), extra, {
    dishes: () =>
      dishes.flatMap((dish, index) => {
        const words = {
          number: index + 1,
          dish: dish.name,
          dishNote: dish.note,
          where: () => where(index),
        };
        return [
          h3(w.say(T.dish.heading, words)),
          para(w.say(T.dish.about, words), index % 3 === 0 ? w.oneOf(T.dish.price) : ''),
        ];
      }),
  });
}

/** Islands are reached by boat or plane, whatever the distance. */
function isIsland(place: Place): boolean {
  return /\bisland\b/i.test(place.description) && !/islands minutes away/i.test(place.description);
}

/** How long the trip between two places takes, by the means that actually connect them. */
function travelTime(from: Place, to: Place, km: number): string {
  const times = SHARED.travelTimes;
  const overland = from.country === to.country && !isIsland(from) && !isIsland(to);
  const say = (template: string, hours?: number) =>
    fill(template, { words: { hours, severalHours: km >= 75 } });
  if (km < 120 && (overland || km < 40))
    return say(times.shortDrive, Math.max(1, Math.round(km / 50)));
  if (km < 450 && overland) return say(times.drive, Math.round(km / 60));
  if (km < 450) return say(times.hop);
  if (km < 1000) return say(times.shortFlight);
  return say(times.flight);
}

const WEEKEND_TRIPS = articleText<{
  trip: { heading: string; about: Sentence[] };
  dayTrip: { heading: string; about: Sentence[] };
}>('weekend-trips');

function weekendTrips(w: Writer): Parts {
  const { P } = w;
  const T = WEEKEND_TRIPS;
  const trips = nearby(P.place, 12)
    .filter((entry) => entry.km >= 15 && entry.km <= 1300)
    .slice(0, 6);
  /** When few other places are in reach, the city's own highlights make day trips instead. */
  const dayTrips = P.rawHighlights.slice(0, Math.max(0, Math.min(4, 6 - trips.length)));
  const farther = nearby(P.place, 12)
    .filter((entry) => entry.km > 1300)
    .slice(0, 3)
    .map((entry) => entry.place.city);
  const extra = {
    count: trips.length + dayTrips.length,
    fartherCities: list(farther),
    showFartherAfield: trips.length < 4 && farther.length > 0,
  };
  const write = (sentences: Sentence[], words: Words) =>
    sentences.map((sentence) => writeSentence(w, sentence, words));
  return article(w, T, w.oneOf(T.intro, extra), extra, {
    trips: () =>
      trips.flatMap((trip, index) => {
        const F = placeFacts(trip.place, countryFor(trip.place), w.faker);
        const words: Record<string, Word> = {
          number: index + 1,
          tripCity: F.city,
          tripKm: numberFormat.format(trip.km),
          travelTime: travelTime(P.place, trip.place, trip.km),
          tripNeighbourhood1: F.hood(0),
          tripRange: (min, max) => F.range(Number(min), Number(max)),
          tripShortStay: F.visa.short,
          tripTemperature: F.temperature,
          ...numbered('tripHighlight', F.highlights.slice(0, 3)),
          listOf: (...names) => listOf((name) => words[name], names),
          tripHasThreeHighlights: F.highlights.length > 2,
          tripCheaper: F.scale < P.scale,
          tripDearer: F.scale > P.scale,
          tripCool: F.climate === 'cold' || F.climate === 'temperate',
          abroad: F.countryName !== P.countryName,
        };
        return [h3(w.say(T.trip.heading, words)), para(...write(T.trip.about, words))];
      }),
    dayTrips: () =>
      dayTrips.flatMap((highlight, index) => {
        const words = {
          number: trips.length + index + 1,
          dayTrip: highlight,
          dayTripMidSentence: midSentence(highlight),
          startNeighbourhood: P.hood(index),
          lunchNeighbourhood: P.hood(index + 2),
        };
        return [h3(w.say(T.dayTrip.heading, words)), para(...write(T.dayTrip.about, words))];
      }),
  });
}

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

const COST_OF_LIVING_QA = articleText('cost-of-living-qa');

const costOfLivingQa = articleWith(COST_OF_LIVING_QA, ({ P }) => {
  const neighbour = nearby(P.place, 4).find((entry) => entry.km >= 40);
  return {
    hasNeighbour: neighbour !== undefined,
    neighbourCity: neighbour?.place.city,
    neighbourKm: neighbour && numberFormat.format(neighbour.km),
    neighbourCostsTheSame: neighbour?.place.costOfLiving === P.cost,
    neighbourCostsMore:
      neighbour !== undefined && COST_SCALE[neighbour.place.costOfLiving] > P.scale,
  };
});

const REMOTE_WORK_QA = articleText('remote-work-qa');

const remoteWorkQa = articleWith(REMOTE_WORK_QA, ({ P }) => {
  const offset = UTC_OFFSET[P.place.timezone] ?? 420;
  const spaces = [...P.named, ...P.informal];
  return {
    utc: utcLabel(offset),
    aheadOfLondon: hoursText(offset),
    aheadOfNewYork: hoursText(offset + 300),
    farEast: offset >= 420,
    workspaces: list(spaces),
    hasWorkspaces: spaces.length > 0,
  };
});

const FINDING_WORK_QA = articleText<{ industry: Sentence }>('finding-work-qa');

function findingWorkQa(w: Writer): Parts {
  const T = FINDING_WORK_QA;
  return article(
    w,
    T,
    w.oneOf(T.intro),
    {},
    {
      industries: () =>
        bullets(
          w.P.industries.map((industry, index) =>
            writeSentence(w, T.industry, { industry, first: index === 0 }),
          ),
        ),
    },
  );
}

const LONG_STAY_VISAS = articleText<{ visa: { shortStay: string; longStay: string } }>(
  'long-stay-visas',
);

function longStayVisas(w: Writer): Parts {
  const T = LONG_STAY_VISAS;
  return article(
    w,
    T,
    w.oneOf(T.intro),
    {},
    {
      visas: () =>
        bullets(
          w.P.visa.all.map((visa) =>
            w.say(
              /tourist|visitor|visit|exempt|arrival|e-visa|eta\b|k-eta|visa-free/i.test(visa)
                ? T.visa.shortStay
                : T.visa.longStay,
              { visa },
            ),
          ),
        ),
    },
  );
}

/** A price in both places, in each local currency, with dollars when the currencies differ. */
function both(P: PlaceFacts, Q: PlaceFacts, minUsd: number, maxUsd: number): string {
  const prices = SHARED.pricesInBoth;
  return fill(P.currency === Q.currency ? prices.sameCurrency : prices.otherCurrency, {
    words: {
      city: P.city,
      otherCity: Q.city,
      priceHere: P.range(minUsd, maxUsd),
      priceThere: Q.range(minUsd, maxUsd),
      dollarsHere: () => P.usd((minUsd + maxUsd) / 2),
      dollarsThere: () => Q.usd((minUsd + maxUsd) / 2),
    },
  });
}

function cheaper(P: PlaceFacts, Q: PlaceFacts): PlaceFacts | null {
  if (P.scale === Q.scale) return null;
  return P.scale < Q.scale ? P : Q;
}

/** How the two climates compare, in one sentence; `pick` chooses among its phrasings. */
function climateCompare(P: PlaceFacts, Q: PlaceFacts, pick: Filling['pick']): string {
  const diff = P.temperature - Q.temperature;
  const warmer = diff > 0 ? P : Q;
  const cooler = diff > 0 ? Q : P;
  return fill(
    Math.abs(diff) <= 2 ? SHARED.climateComparison.similar : SHARED.climateComparison.different,
    {
      words: {
        city: P.city,
        otherCity: Q.city,
        temperature: P.temperature,
        otherTemperature: Q.temperature,
        warmerCity: warmer.city,
        warmerTemperature: warmer.temperature,
        coolerCity: cooler.city,
        coolerTemperature: cooler.temperature,
      },
      pick,
    },
  );
}

/** Which of the two places is cheaper, if either. */
function cheaperWords(P: PlaceFacts, Q: PlaceFacts): Words {
  const low = cheaper(P, Q);
  return {
    hasCheaper: low !== null,
    cheaperCity: low?.city,
    dearerCity: low && (low === P ? Q.city : P.city),
    firstIsCheaper: low === P,
    otherIsCheaper: low === Q,
  };
}

const NOMAD_COMPARISON = articleText('nomad-comparison');

const nomadComparison = articleWith(NOMAD_COMPARISON, ({ P, Q }) => {
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
  // With equal populations both sorts keep the order given, so the first place is both.
  const bigger = [P, Q].sort((x, y) => y.place.population - x.place.population)[0]!;
  const smaller = [P, Q].sort((x, y) => x.place.population - y.place.population)[0]!;
  return {
    ...cheaperWords(P, Q),
    utc: utcLabel(pOffset),
    otherUtc: utcLabel(qOffset),
    timeDifference: hoursText(Math.abs(pOffset - qOffset)),
    sameTimeZone: pOffset === qOffset,
    europeFriendlierCity: pOffset <= qOffset ? P.city : Q.city,
    australiaFriendlierCity: pOffset <= qOffset ? Q.city : P.city,
    westernCity: pOffset < qOffset ? P.city : Q.city,
    easternCity: pOffset < qOffset ? Q.city : P.city,
    workspaces: list(pSpaces),
    otherWorkspaces: list(qSpaces),
    hasWorkspaces: pSpaces.length > 0,
    otherHasWorkspaces: qSpaces.length > 0,
    winnerCity: winner.city,
    loserCity: loser.city,
    winnerIsCheaper: low === winner,
    onlyWinnerHasNomadVisa: Boolean(winner.visa.nomad && !loser.visa.nomad),
    loserCoastal: loser.coastal,
    loserTropicalClimate: loser.climate === 'tropical',
    nomadVisaCity: (P.visa.nomad ? P : Q).city,
    noNomadVisaCity: (P.visa.nomad ? Q : P).city,
    eitherNomadVisa: P.visa.nomad ?? Q.visa.nomad,
    moreCoworkingCity: P.named.length > Q.named.length ? P.city : Q.city,
    lessCoworkingCity: P.named.length > Q.named.length ? Q.city : P.city,
    coastalCity: P.coastal ? P.city : Q.city,
    inlandCity: P.coastal ? Q.city : P.city,
    biggerCity: bigger.city,
    smallerCity: smaller.city,
    moreEnglishCity: P.english ? P.city : Q.city,
    lessEnglishCity: P.english ? Q.city : P.city,
  };
});

const COST_COMPARISON = articleText('cost-comparison');

const costComparison = articleWith(COST_COMPARISON, ({ P, Q }) => ({
  ...cheaperWords(P, Q),
  otherMainHospital: Q.privateHospitals[0] ?? Q.hospitals[0],
}));

/** Highlights about food, as the comparisons spot them. */
const CITY_FOOD =
  /food|market|hawker|noodle|ramen|stall|coffee|cuisine|chicken|durian|dim sum|vada/i;

const CHOOSING_A_BASE = articleText('choosing-a-base');

const choosingABase = articleWith(CHOOSING_A_BASE, ({ P, Q }) => {
  const bigger = P.place.population >= Q.place.population ? P : Q;
  const smaller = bigger === P ? Q : P;
  const foodOf = (F: PlaceFacts) => F.highlights.find((highlight) => CITY_FOOD.test(highlight));
  const description = Q.place.description;
  return {
    ...cheaperWords(P, Q),
    biggerCity: bigger.city,
    smallerCity: smaller.city,
    biggerPopulation: bigger.population,
    smallerPopulation: smaller.population,
    firstIsBigger: bigger === P,
    otherIsSmaller: smaller === Q,
    sameSize: bigger.size === smaller.size,
    foodHighlight: foodOf(P),
    hasFoodHighlight: foodOf(P) !== undefined,
    otherFoodHighlight: foodOf(Q),
    otherHasFoodHighlight: foodOf(Q) !== undefined,
    otherDescribed: /^(A|An|The) /.test(description)
      ? description.charAt(0).toLowerCase() + description.slice(1, -1)
      : description.slice(0, -1),
  };
});

const FOOD_MONTH = articleText('food-month');

const foodMonth = articleWith(FOOD_MONTH, (w) => {
  const { P } = w;
  const dishes = dishesFor(P, w, 10);
  const dish = (index: number) => dishes[index % dishes.length]!;
  const foodSight = P.rawHighlights.find((h) => FOOD_SIGHT.test(h)) ?? P.rawHighlights[0]!;
  return {
    ...numbered(
      'dish',
      Array.from({ length: 10 }, (_, index) => dish(index).name),
    ),
    dish1Note: dish(0).note,
    dish3Note: dish(2).note,
    dish5Note: dish(4).note,
    dish1IsLowerCase: dish(0).name.toLowerCase() === dish(0).name,
    foodSight: midSentence(foodSight),
  };
});

type LessonText = { heading: string; text: string[] };

const BEFORE_MOVING = articleText<{
  lessons: LessonText[];
  lastLesson: LessonText;
  lessonHeading: string;
}>('before-moving');

function beforeMoving(w: Writer): Parts {
  const T = BEFORE_MOVING;
  const intro = w.oneOf(T.intro);
  const lessons = [...T.lessons, T.lastLesson].map(({ heading, text }) => ({
    heading,
    text: text.map((sentence) => w.say(sentence)),
  }));
  const chosen = lessons.slice(0, w.int(11, 12));
  return article(
    w,
    T,
    intro,
    {},
    {
      lessons: () =>
        chosen.flatMap(({ heading, text }, index) => [
          h3(w.say(T.lessonHeading, { number: index + 1, heading })),
          para(...text),
        ]),
    },
  );
}

const BUDGET_MONTH = articleText<{
  /** What each thing cost: `dollars`, plus 0 to `steps` times `step`. */
  items: Array<{ label: string; dollars: number; steps: number; step: number }>;
  item: string;
}>('budget-month');

function budgetMonth(w: Writer): Parts {
  const { P } = w;
  const T = BUDGET_MONTH;
  const items = T.items.map(
    ({ label, dollars, steps, step }) => [w.say(label), dollars + w.int(0, steps) * step] as const,
  );
  const total = items.reduce((sum, [, usd]) => sum + usd, 0);
  const extra: Words = {
    spent: (item) => P.money(items[Number(item) - 1]![1]),
    total: P.money(total),
    totalForTwo: P.money(Math.round(total * 1.5)),
  };
  return article(w, T, w.oneOf(T.intro, extra), extra, {
    spending: () =>
      bullets(items.map(([label, usd]) => w.say(T.item, { label, cost: P.money(usd) }))),
  });
}

const HEALTHCARE_GUIDE = articleText<{ hospital: { private: string; public: string } }>(
  'healthcare-guide',
);

function healthcareGuide(w: Writer): Parts {
  const { P } = w;
  const T = HEALTHCARE_GUIDE;
  return article(
    w,
    T,
    w.oneOf(T.intro),
    {},
    {
      hospitals: () =>
        bullets([
          ...P.privateHospitals.map((hospital) => w.say(T.hospital.private, { hospital })),
          ...P.publicHospitals.map((hospital) => w.say(T.hospital.public, { hospital })),
        ]),
    },
  );
}

const JOB_MARKET = articleText<{ industry: string }>('job-market');

function jobMarket(w: Writer): Parts {
  const T = JOB_MARKET;
  return article(
    w,
    T,
    w.oneOf(T.intro),
    {},
    {
      industries: () =>
        bullets(
          w.P.industries.map((industry, index) =>
            w.say(T.industry, { industry, first: index === 0, second: index === 1 }),
          ),
        ),
    },
  );
}

const LOCAL_ETIQUETTE = articleText<{
  customs: LessonText[];
  tipHeading: string;
  otherCustom: string;
}>('local-etiquette');

function localEtiquette(w: Writer): Parts {
  const { P } = w;
  const T = LOCAL_ETIQUETTE;
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
  const words: Words = {
    templeCustom,
    hasTempleCustom: templeCustom !== null,
    homeCustom,
    hasHomeCustom: homeCustom !== null,
    placeOfWorship: worship && midSentence(worship),
    hasPlaceOfWorship: worship !== null,
    noTipping: P.extra.tipping === 'none',
    serviceCharge: P.extra.tipping === 'service-charge',
  };
  const tips = T.customs.map(({ heading, text }) => ({
    heading,
    text: text.map((sentence) => w.say(sentence, words)),
  }));
  const [greetings, ...others] = tips;
  const chosen = [greetings!, ...w.shuffle(others)];
  const extra = { count: chosen.length };
  return article(w, T, w.oneOf(T.intro, extra), extra, {
    customs: () =>
      chosen.flatMap(({ heading, text }, index) => [
        h3(w.say(T.tipHeading, { number: index + 1, heading })),
        para(...text),
      ]),
    otherCustoms: () => bullets(customs.map((custom) => w.say(T.otherCustom, { custom }))),
  });
}

const WRITERS: Record<ArticleTemplateId, (w: Writer) => Parts> = {
  'living-guide': livingGuide,
  'apartment-hunting': articleWith(articleText('apartment-hunting'), ({ P }) => ({
    cambodia: P.countryName === 'Cambodia',
  })),
  'visa-guide': plainArticle(articleText('visa-guide')),
  'first-week': plainArticle(articleText('first-week')),
  'best-neighbourhoods': bestNeighbourhoods,
  'coworking-spots': coworkingSpots,
  'must-try-dishes': mustTryDishes,
  'weekend-trips': weekendTrips,
  'solo-safety': articleWith(articleText('solo-safety'), ({ P }) => ({
    unsettled: P.countryName === 'Myanmar',
  })),
  'cost-of-living-qa': costOfLivingQa,
  'remote-work-qa': remoteWorkQa,
  'finding-work-qa': findingWorkQa,
  'long-stay-visas': longStayVisas,
  'nomad-comparison': nomadComparison,
  'cost-comparison': costComparison,
  'condo-or-house': plainArticle(articleText('condo-or-house')),
  'choosing-a-base': choosingABase,
  'food-month': foodMonth,
  'before-moving': beforeMoving,
  'teaching-freelancing': plainArticle(articleText('teaching-freelancing')),
  'rainy-season-health': plainArticle(articleText('rainy-season-health')),
  'budget-month': budgetMonth,
  'paperwork-basics': plainArticle(articleText('paperwork-basics')),
  'healthcare-guide': healthcareGuide,
  'job-market': jobMarket,
  'local-etiquette': localEtiquette,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words after which the place's name can give way to 'the city'. */
const LEADS_TO_NAME =
  'of|to|from|around|near|across|outside|beyond|about|into|for|and|but|than|whether|how|chose|serving|serves|visit|leave|know|understand';

/** Verbs that make the place the subject of a clause ('…, Krabi can feel generous'). */
const SUBJECT_VERBS = '(?:is|was|has|can|will|feels|offers|rewards|suits|makes|gets)';

/** An article names its place in at most one sentence in this many. */
const NAME_EVERY = 7;

/** What the place is called when its name is left out: 'the island', 'the town', 'the city'. */
function placeNoun(P: PlaceFacts): string {
  if (isIsland(P.place)) return 'the island';
  return P.size === 'town' ? 'the town' : 'the city';
}

/**
 * The place's name on its own, not in a longer name ('Bangkok Hospital', 'Krabi Town') nor
 * before its country ('Hanoi, Vietnam'); `lead` is what comes before it, `tail` what follows.
 */
function nameAlone(P: PlaceFacts, lead = '', tail = ''): RegExp {
  const city = escapeRegExp(P.city);
  const country = escapeRegExp(P.countryName);
  const end = tail || `(?![\\w-]|\\s+[A-Z\\d]|, ${country})`;
  return new RegExp(`${lead}(?<![A-Z][\\w-]* )${city}${end}`, 'g');
}

/** A number of the text's own, the same for the same text. */
function textNumber(text: string): number {
  let number = 0;
  for (const char of text) number = (number * 31 + char.charCodeAt(0)) % 1_000_003;
  return number;
}

/**
 * Writes a sentence without the place's name where a plainer word does as well: 'in Hanoi'
 * becomes 'here' or 'in the city', 'Hanoi's' 'the city's' or 'this city's'. Which word a
 * sentence gets turns with `variant`, so the three articles of a kind, which share their
 * sentences but for the place, never all come out word for word the same.
 */
function nameLeaver(P: PlaceFacts, variant: number) {
  const noun = placeNoun(P);
  const bare = noun.replace('the ', '');
  const nouns = [noun, `this ${bare}`];
  const ins = [
    'here',
    bare === 'island' ? 'on the island' : `in ${bare === 'town' ? 'town' : noun}`,
  ];
  const possessive = nameAlone(P, '', `['’]s\\b`);
  const afterIn = nameAlone(P, ' in ');
  const afterLead = nameAlone(P, `\\b(?:${LEADS_TO_NAME}) `);
  const opening = nameAlone(P, '^');
  const subject = nameAlone(P, ', ', ` (?=${SUBJECT_VERBS}\\b)`);
  return (sentence: string) => {
    if (!sentence.includes(P.city)) return sentence;
    let turn = textNumber(sentence.replaceAll(P.city, '')) + variant;
    const next = <T>(options: readonly T[]) => options[turn++ % options.length]!;
    return sentence
      .replace(possessive, () => `${next(nouns)}'s`)
      .replace(afterIn, () => ` ${next(ins)}`)
      .replace(afterLead, (phrase) => phrase.replace(P.city, next(nouns)))
      .replace(opening, () => capitalise(next(nouns)))
      .replace(subject, () => `, ${next(nouns)} `);
  };
}

/**
 * Writers name the city in almost every sentence, which keeps each sentence the place's own but
 * reads like a robot: after a sentence that names it, the next few say 'here' or 'the city'
 * instead, where they can. Headings keep the name.
 */
function nameSparingly(blocks: readonly string[], P: PlaceFacts, variant: number): string[] {
  const leaveName = nameLeaver(P, variant);
  const alone = nameAlone(P);
  const names = (sentence: string) => sentence.includes(P.city) && sentence.search(alone) >= 0;
  let sinceNamed = NAME_EVERY;
  const spare = (sentence: string) => {
    const written = names(sentence) && sinceNamed < NAME_EVERY - 1 ? leaveName(sentence) : sentence;
    sinceNamed = names(written) ? 0 : sinceNamed + 1;
    return written;
  };
  const spareLine = (line: string) => {
    const [, marker = '', body = line] = /^(- (?:\*\*[^*]+\*\* )?)?(.*)$/.exec(line) ?? [];
    return (
      marker +
      body
        .split(/(?<=[.!?])\s+/)
        .map(spare)
        .join(' ')
    );
  };
  return blocks.map((block) =>
    /^#/.test(block) ? block : block.split('\n').map(spareLine).join('\n'),
  );
}

/** The sections of an article, each a heading and what follows it up to the next heading. */
function sectionsOf(blocks: readonly string[]): string[][] {
  const sections: string[][] = [];
  for (const block of blocks) {
    if (block.startsWith('## ') || sections.length === 0) sections.push([block]);
    else sections.at(-1)!.push(block);
  }
  return sections;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The first sections that fit in `budget` words after the intro (the first always). */
function cutToBudget(intro: string, blocks: readonly string[], budget: number): string[] {
  let words = wordsIn(intro);
  const kept: string[][] = [];
  for (const section of sectionsOf(blocks)) {
    words += wordsIn(section.join(' '));
    if (kept.length > 0 && words > budget) break;
    kept.push(section);
  }
  return kept.flat();
}

/** A companion's text inside a long read: its title a heading, its intro the first paragraph. */
function asSection(parts: Parts): string[] {
  return [h2(parts.title), parts.intro, ...parts.sections];
}

/** One article about `place` (and `other`, for comparisons), as markdown for the renderer. */
export function writeArticle(input: WriteArticleInput): WrittenArticle {
  const writer = makeWriter(input);
  const lead = WRITERS[input.template.id](writer);
  const companions = (input.companions ?? []).map((companion) => WRITERS[companion.id](writer));
  const written = [...lead.sections, ...companions.flatMap(asSection)].filter(Boolean);
  const blocks = input.wordBudget ? cutToBudget(lead.intro, written, input.wordBudget) : written;
  const [intro = '', ...content] = input.template.needsOther
    ? [lead.intro, ...blocks]
    : nameSparingly([lead.intro, ...blocks], writer.P, input.variant ?? 0);
  return {
    title: lead.title,
    introduction: capitaliseSentences(intro),
    content: content.map(capitaliseSentences).join('\n\n'),
    keywords: lead.keywords,
  };
}
