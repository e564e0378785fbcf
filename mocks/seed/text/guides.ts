/**
 * The place-bound texts of the guides: each overview's lead and facts, where each place came from
 * and what it is known for, and its neighbourhoods (where each is, who it suits, its pros and
 * cons). The phrasings are in `content/guides/`; the facts are the place's own. One writer writes
 * a whole world, so that no sentence shape stands for more than three places.
 */
import type { Faker } from '@faker-js/faker';
import { fill, placeholdersIn, readContent, type Words } from '../content';
import type { GuideTopic } from '../guideFacts';
import type { CountryFacts, Place } from '../places';
import { createSeededFaker } from '../random';
import { businessSection } from './business';
import { inSentence } from './inSentence';
import { practicalSections, type PriceRange } from './practical';
import { placeSkeleton, skeletonBudget } from './skeleton';

type Setting = 'central' | 'beachside' | 'outer';
type Condition =
  'central' | 'outer' | 'beachside' | 'nearBeach' | 'inland' | 'big' | 'tropical' | 'cold';
type Trait = { label: string; phrase: string; when?: Condition };

const OVERVIEWS = readContent<{
  leads: Record<GuideTopic, string[]>;
  money: string[];
  highlights: string[];
  history: string[];
  significance: string[];
}>('guides/overviews.yaml');

const NEIGHBOURHOODS = readContent<{
  audiences: string[];
  pros: Trait[];
  cons: Trait[];
  setting: Record<Setting, string[]>;
  life: string[];
}>('guides/neighbourhoods.yaml');

/** The yearly averages (°C) from which a place has a wet season, and has icy winters. */
export const TROPICAL_FROM = 22;
export const COLD_BELOW = 15;
const BIG_FROM = 1_000_000;
const SMALL_BELOW = 200_000;
/** The seed stream of the guides' business sections (`createSeededFaker`). */
const BUSINESS_STREAM = 1;

/** 'a, b and c'. */
function listing(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function placeWords(place: Place, country: CountryFacts): Words {
  return {
    city: place.city,
    country: country.name === 'Philippines' ? 'the Philippines' : country.name,
    region: country.region,
    big: place.population >= BIG_FROM,
    small: place.population < SMALL_BELOW,
    coastal: place.coastal,
    cheap: place.costOfLiving === 'Low',
    pricey: place.costOfLiving === 'High',
  };
}

/** A neighbourhood as a sentence names it: 'the Old City', 'the Central District', 'Silom'. */
function withDefiniteArticle(name: string): string {
  return /^(Old|New|Former) |District$/.test(name) ? `the ${name}` : name;
}

function isCentral(place: Place, name: string): boolean {
  return place.centre.includes(name);
}

function isBeachside(place: Place, name: string): boolean {
  return place.beachside?.includes(name) ?? false;
}

function settingOf(place: Place, name: string): Setting {
  if (isBeachside(place, name)) return 'beachside';
  return isCentral(place, name) ? 'central' : 'outer';
}

function holds(condition: Condition, place: Place, name: string): boolean {
  switch (condition) {
    case 'central':
      return isCentral(place, name);
    case 'outer':
      return !isCentral(place, name);
    case 'beachside':
      return isBeachside(place, name);
    case 'nearBeach':
      return place.coastal && !isBeachside(place, name);
    case 'inland':
      return !place.coastal;
    case 'big':
      return place.population >= BIG_FROM;
    case 'tropical':
      return place.temperature >= TROPICAL_FROM;
    case 'cold':
      return place.temperature < COLD_BELOW;
  }
}

/** Writes the guides of one world. */
export function guideWriter(faker: Faker) {
  const fresh = skeletonBudget();
  const skeletons = new Map<Place, (text: string) => string>();
  const skeletonOf = (place: Place) => {
    if (!skeletons.has(place)) skeletons.set(place, placeSkeleton(place));
    return skeletons.get(place)!;
  };
  const pick = (options: readonly string[]) => faker.helpers.arrayElement(options);
  /** The business sections choose from their own stream: adding them moved no other choice. */
  const businessFaker = createSeededFaker(BUSINESS_STREAM);
  const pickForBusiness = (options: readonly string[]) =>
    businessFaker.helpers.arrayElement(options);

  /** One of `templates`, filled and of a shape still free; a city-state's skip its country. */
  const write = (
    templates: readonly string[],
    place: Place,
    country: CountryFacts,
    words: Words,
    choose = pick,
  ) => {
    const cityState = place.city === country.name;
    const usable = templates.filter(
      (template) => !cityState || !placeholdersIn(template).has('country'),
    );
    const all = { ...placeWords(place, country), ...words };
    return fresh(() => fill(choose(usable), { words: all, pick: choose }), skeletonOf(place));
  };

  const highlightWords = (place: Place): Words => {
    const [first = '', ...others] = place.highlights.map(inSentence);
    return {
      highlight1: first,
      highlight2: others[0] ?? first,
      highlights: listing([first, ...others]),
      otherHighlights: listing(others),
    };
  };

  return {
    /** The overview's two paragraphs: the lead (naming its topic first) and the place's facts. */
    overview(place: Place, country: CountryFacts, topic: GuideTopic): string {
      const words: Words = {
        ...highlightWords(place),
        neighbourhood1: place.neighborhoods[0],
        neighbourhood2: place.neighborhoods[1],
        neighbourhood3: place.neighborhoods[2],
        airport: place.airport,
        currencyName: country.currencyName,
      };
      const lead = write(OVERVIEWS.leads[topic], place, country, words);
      const money = write(OVERVIEWS.money, place, country, words);
      const highlights = write(OVERVIEWS.highlights, place, country, words);
      return `${lead} ${place.description}\n\n${money} ${highlights}`;
    },

    history(place: Place, country: CountryFacts): string {
      return write(OVERVIEWS.history, place, country, { origin: place.origin });
    },

    significance(place: Place, country: CountryFacts): string {
      return write(OVERVIEWS.significance, place, country, highlightWords(place));
    },

    /** Getting around, health care, safety and visas, as the place, its kind and its country make them. */
    practical(place: Place, country: CountryFacts, range: PriceRange) {
      return practicalSections(place, country, {
        write: (templates, words = {}) => write(templates, place, country, words),
        range,
      });
    },

    /** Startup scene, coworking and networking, as the place, its kind and its country make them. */
    business(place: Place, country: CountryFacts, range: PriceRange) {
      return businessSection(place, country, {
        write: (templates, words = {}) => write(templates, place, country, words, pickForBusiness),
        range,
      });
    },

    /** A neighbourhood as its guide describes it: where it is, who it suits, pros and cons. */
    neighbourhood(place: Place, country: CountryFacts, name: string) {
      const fitting = (traits: Trait[]) =>
        traits.filter((trait) => !trait.when || holds(trait.when, place, name));
      const pros = faker.helpers.arrayElements(fitting(NEIGHBOURHOODS.pros), { min: 2, max: 3 });
      const cons = faker.helpers.arrayElements(fitting(NEIGHBOURHOODS.cons), { min: 1, max: 2 });
      const audience = pick(NEIGHBOURHOODS.audiences);
      const words: Words = {
        name: withDefiniteArticle(name),
        centre: withDefiniteArticle(pick(place.centre)),
        audience: audience.toLowerCase(),
        pro: pros[0]!.phrase,
        pro2: pros[1]!.phrase,
        con: cons[0]!.phrase,
      };
      const where = write(NEIGHBOURHOODS.setting[settingOf(place, name)], place, country, words);
      const life = write(NEIGHBOURHOODS.life, place, country, words);
      return {
        name,
        description: `${where} ${life}`,
        pros: pros.map((pro) => pro.label),
        cons: cons.map((con) => con.label),
        best_suited_for: audience,
      };
    },
  };
}

export type GuideWriter = ReturnType<typeof guideWriter>;
