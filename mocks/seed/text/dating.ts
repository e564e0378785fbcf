// Dating profile texts that read as if members wrote them.
//
// Every sentence of an "About me" is built from the member's own specifics (city, neighbourhood,
// hometown, work, interests, age) inside one of many phrasings, so two members almost never
// share a sentence. The phrasings are in `content/dating/`. Only the passed faker is used for
// randomness, and nothing refers to a calendar date or year.
import type { Faker } from '@faker-js/faker';
import { fill, type Filling, readContent, type Template, type Words } from '../content';
import type { CountryFacts, Place } from '../places';
import type { Person } from './people';
import { numberWord, withArticle } from './grammar';

export type DatingText = {
  description: string;
  lookingFor: string;
  perfectDate: string;
  funFact: string;
  favoriteSpots: string[];
  languages: string[];
  profession: string;
  interests: string[];
  personality: string[];
};

type Voice = 'shy' | 'funny' | 'direct' | 'thoughtful';

type Interest = {
  /** As listed on the profile. */
  label: string;
  /** What doing it sounds like in a sentence: 'going to gigs'. */
  ing: string;
  /** What talking about it sounds like: 'live music'. */
  thing: string;
  /** Happens on a screen, so not an "away from screens" pastime. */
  screen?: boolean;
  /** Needs the sea nearby. */
  coastal?: boolean;
};

type Ctx = {
  faker: Faker;
  first: string;
  age: number;
  city: string;
  /** Neighbourhoods and highlights as they read mid-sentence ('the Old City'). */
  nb: string;
  /** Where they work and where they go out: other neighbourhoods of the same city. */
  work: string;
  out: string;
  out2: string;
  hl: string;
  hl2: string;
  /** Where they grew up (a district of the city for Singapore and Hong Kong locals). */
  home: string;
  bornHere: boolean;
  expat: boolean;
  /** Whole years in this city; 0 means a few months. */
  yearsN: number;
  years: string;
  yearsAgo: string;
  nat: string;
  jobA: string;
  i1: Interest;
  i2: Interest;
  i3: Interest;
  hospital: string;
  cowork: string;
  airport: string;
  weather: string;
  dish: string;
  nativeLanguage: string;
  subject: string;
};

/** A phrasing from `content/dating/`, its placeholders filled by `say`. */
type Line = Template;

type Job = {
  title: string;
  min: number;
  max?: number;
  coastal?: boolean;
  /** Not a job with "hours" (students, the semi-retired): no remark about work-life balance. */
  noAfterthought?: boolean;
  lines: Line[];
};

// ---------------------------------------------------------------------------------------------
// Small language helpers

/** Lower-cases the first letter unless the word is an acronym ('UX designer' stays). */
const lowerFirst = (text: string) =>
  /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

function duration(years: number): string {
  const { durations } = WORDS;
  if (years <= 0) return durations.fewMonths;
  if (years === 1) return durations.aYear;
  return fill(durations.years, { words: { count: numberWord(years) } });
}

/** 'I'm British' but 'I'm a New Zealander'. */
const iAm = (nationality: string) =>
  /er$/.test(nationality) ? withArticle(nationality) : nationality;

// Highlights are written as labels ('Grand Palace and Wat Pho', 'Street food on Yaowarat
// Road'); these rules turn them into what a person would write mid-sentence.
const GENERIC_START = new Set([
  'street',
  'sunset',
  'sunsets',
  'sunrise',
  'day',
  'rock',
  'beach',
  'scooter',
  'surfing',
  'snorkelling',
  'boating',
  'paragliding',
  'mountain',
  'views',
  'hawker',
  'dim',
  'miso',
  'ski',
  'yatai',
  'craft',
  'vada',
  'egg',
  'mud',
  'made-to-measure',
  'plane-tree',
  'white',
  'khao',
  'durian',
  'cave',
  'bean',
  'rooftop',
  'factory',
  'temples',
  'colonial',
  'dawn',
  'night',
  'waterfalls',
  'unesco-listed',
  'island',
  'boat',
  'hiking',
]);
const GENERIC_NEEDS_THE = new Set(['dawn', 'night']);
const ADJECTIVE_START = new Set(['historic', 'lantern-lit']);
const THE_NOUNS = new Set([
  'palace',
  'temple',
  'temples',
  'pagoda',
  'stupa',
  'monument',
  'museum',
  'bridge',
  'towers',
  'mountains',
  'peninsula',
  'festival',
  'center',
  'centre',
  'railway',
  'station',
  'wetlands',
  'village',
  'villages',
  'market',
  'markets',
  'bazaar',
  'mosque',
  'garden',
  'gardens',
  'pavilion',
  'terminus',
  'shrine',
  'riverside',
  'promenade',
  'caves',
  'ruins',
  'skyline',
  'waterfront',
  'terraces',
  'workshops',
  'volcano',
  'funicular',
  'quarter',
  'house',
  'ferry',
  'ferries',
  'sanctuary',
  'walk',
  'theater',
  'theatre',
  'precinct',
  'show',
]);
const THE_LOWER_NOUNS = new Set([
  'street',
  'town',
  'city',
  'crawl',
  'scene',
  'malls',
  'beaches',
  'pools',
  'break',
  'springs',
  'hike',
  'grove',
  'gates',
  'parks',
  'park',
  'stalls',
]);
const HIGHLIGHT_OVERRIDES: Record<string, string> = {
  'Causeway link to Singapore': 'the Causeway link to Singapore',
  'Legoland Malaysia nearby': 'Legoland Malaysia',
};

/** A highlight as it reads inside a sentence: 'the Grand Palace and Wat Pho'. */
function highlightInProse(label: string): string {
  const override = HIGHLIGHT_OVERRIDES[label];
  if (override) return override;
  const words = label.split(' ');
  const first = words[0] ?? '';
  const second = words[1] ?? '';
  const firstLower = first.toLowerCase();
  if (GENERIC_START.has(firstLower) && (!second || /^[a-z]/.test(second))) {
    const text = lowerFirst(label);
    return GENERIC_NEEDS_THE.has(firstLower) ? `the ${text}` : text;
  }
  if (ADJECTIVE_START.has(firstLower)) return `the ${lowerFirst(label)}`;
  if (first === 'The') return `the ${words.slice(1).join(' ')}`;
  const head = label.split(/ (?:in|on|at|across|from|over|to|such as) |\s\(/)[0] ?? label;
  const headWords = head.split(' ');
  const lastOfHead = headWords[headWords.length - 1] ?? '';
  const firstSegment = head.split(/, | and /)[0] ?? head;
  const lastOfFirst = firstSegment.split(' ').pop() ?? '';
  if (/'s$/.test(first) && /^[A-Z]/.test(lastOfHead)) return label;
  const isTheNoun = (word: string) =>
    THE_NOUNS.has(word.toLowerCase()) || (/^[a-z]/.test(word) && THE_LOWER_NOUNS.has(word));
  const needsThe =
    / of /.test(head) ||
    /^(Big Buddha|Basilica|National)\b/.test(head) ||
    (lastOfHead === 'Park' && /Marine|National|Botanical/.test(head)) ||
    isTheNoun(lastOfHead) ||
    isTheNoun(lastOfFirst);
  return needsThe ? `the ${label}` : label;
}

/** A neighbourhood as it reads after 'in': 'the Old City', 'Sukhumvit'. */
function neighbourhoodInProse(name: string): string {
  return /^(Old|New|Former) /.test(name) ? `the ${name}` : name;
}

// ---------------------------------------------------------------------------------------------
// Words and phrasings

const WORDS = readContent<{
  interests: Interest[];
  traits: Record<Voice, string[]>;
  sharedTraits: string[];
  foods: string[];
  snacks: string[];
  foodSpots: string[];
  games: string[];
  drinks: string[];
  values: string[];
  reasons: string[];
  localReasons: string[];
  relatives: Array<{ relative: string; pronoun: string }>;
  petNames: string[];
  instruments: string[];
  subjects: string[];
  dishes: Record<string, string[]>;
  /** What members complain about: from 25 °C on, from 17 °C on, and below. */
  weather: { hot: string[]; mild: string; cold: string };
  /** How long they have lived in the city: 0 years is a few months. */
  durations: Record<'fewMonths' | 'aYear' | 'years' | 'fewMonthsAgo' | 'ago', string>;
  whenMissing: Record<'hospital' | 'coworking' | 'hometown' | 'dish', string>;
}>('dating/words.yaml');
/** Where members grew up, by passport, or by passport and first language where that differs. */
const HOMETOWNS = readContent<Record<string, string[]>>('dating/hometowns.yaml');
const JOBS = readContent<Job[]>('dating/jobs.yaml');
type Origin =
  | 'bornHere'
  | 'bornHereGrewUpElsewhere'
  | 'movedHere'
  | 'movedHereYoung'
  | 'justArrived'
  | 'expat'
  | 'expatForYears';
const ABOUT_ME = readContent<{
  origin: Record<Origin, Line[]>;
  hooks: Record<Voice, Line[]>;
  /** Optional openings for the work sentence, so two members with the same job rarely match. */
  workLeads: string[];
  workAfterthoughts: Line[];
  weekends: Line[];
  weekendExtras: Line[];
  closers: Record<Voice, Line[]>;
}>('dating/about-me.yaml');
type Answers =
  | 'lookingFor'
  | 'lookingForOver28'
  | 'lookingForOver35'
  | 'perfectDates'
  | 'perfectDatesByTheSea'
  | 'funFacts'
  | 'funFactsAwayFromHome'
  | 'funFactsOver22'
  | 'funFactsOver24';
const ANSWERS = readContent<Record<Answers, Line[]>>('dating/answers.yaml');

/** What the placeholders of a profile's phrasings stand for (`content/dating/README.md`). */
function wordsOf(c: Ctx): Words {
  const pick = (items: readonly string[]) => () => c.faker.helpers.arrayElement(items);
  return {
    firstName: c.first,
    age: c.age,
    city: c.city,
    aCity: withArticle(c.city),
    neighbourhood: c.nb,
    workNeighbourhood: c.work,
    outNeighbourhood: c.out,
    outNeighbourhood2: c.out2,
    highlight: c.hl,
    highlight2: c.hl2,
    hometown: c.home,
    years: c.years,
    yearsAgo: c.yearsAgo,
    nationality: c.nat,
    iAmNationality: iAm(c.nat),
    aJob: c.jobA,
    interest1: c.i1.thing,
    interest2: c.i2.thing,
    interest3: c.i3.thing,
    doingInterest1: c.i1.ing,
    doingInterest2: c.i2.ing,
    doingInterest3: c.i3.ing,
    interest1Label: lowerFirst(c.i1.label),
    interest2Label: lowerFirst(c.i2.label),
    interest3Label: lowerFirst(c.i3.label),
    hospital: c.hospital,
    coworking: c.cowork,
    airport: c.airport,
    weather: c.weather,
    dish: c.dish,
    nativeLanguage: c.nativeLanguage,
    subject: c.subject,
    count: (min, max) => numberWord(c.faker.number.int({ min: Number(min), max: Number(max) })),
    food: pick(WORDS.foods),
    snack: pick(WORDS.snacks),
    drink: pick(WORDS.drinks),
    foodSpot: pick(WORDS.foodSpots),
    game: pick(WORDS.games),
    value: pick(WORDS.values),
    petName: pick(WORDS.petNames),
    instrument: pick(WORDS.instruments),
    bornHere: c.bornHere,
    expat: c.expat,
    oneYear: c.yearsN === 1,
    screenInterest: Boolean(c.i2.screen || c.i3.screen),
    under33: c.age < 33,
  };
}

const fillings = new WeakMap<Ctx, Filling>();

/** The phrasing with the member's own specifics in it; `extra` fills placeholders of its own. */
function say(c: Ctx, line: Line, extra?: Words): string {
  let filling = fillings.get(c);
  if (!filling) {
    filling = { words: wordsOf(c), pick: (options) => c.faker.helpers.arrayElement(options) };
    fillings.set(c, filling);
  }
  return fill(line, filling, extra);
}

/** Passports whose holders almost all speak English as well. */
const FLUENT_ENGLISH = new Set(['PH', 'SG', 'IN', 'MY', 'LK', 'NP', 'NL', 'SE', 'DE', 'HK']);

/** Country language names as spelt in `content/countries.yaml`, as members list them. */
const LANGUAGE_NAMES: Record<string, string> = {
  'Mandarin Chinese': 'Mandarin',
  'Chinese (Cantonese)': 'Cantonese',
};
const languageName = (name: string) => LANGUAGE_NAMES[name] ?? name;

// ---------------------------------------------------------------------------------------------
// "About me"

function originLine(c: Ctx, local: boolean): string {
  const { faker } = c;
  const { origin } = ABOUT_ME;
  if (local && c.bornHere) {
    const lines = [...origin.bornHere];
    if (c.home !== c.city) lines.push(...origin.bornHereGrewUpElsewhere);
    return say(c, faker.helpers.arrayElement(lines));
  }
  if (local) {
    // Moving for university, or growing up in one place and the next, fits only the young.
    const movedYoung = c.age - c.yearsN <= 24;
    const reason = faker.helpers.arrayElement(
      movedYoung ? WORDS.localReasons : WORDS.localReasons.filter((r) => r !== 'university'),
    );
    const lines = [...origin.movedHere];
    if (movedYoung) lines.push(...origin.movedHereYoung);
    return say(c, faker.helpers.arrayElement(lines), { reason });
  }
  const reason = faker.helpers.arrayElement(WORDS.reasons);
  if (c.yearsN === 0) return say(c, faker.helpers.arrayElement(origin.justArrived), { reason });
  const lines = [...origin.expat];
  if (c.yearsN >= 2) lines.push(...origin.expatForYears);
  return say(c, faker.helpers.arrayElement(lines), { reason });
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function writeAboutMe(c: Ctx, voice: Voice, local: boolean, job: Job): string {
  const { faker } = c;
  const line = say(c, faker.helpers.arrayElement(job.lines));
  // Only sentences that open with "I" take a lead-in ("As for work, I teach...").
  const work =
    /^I[ ']/.test(line) && !job.noAfterthought
      ? `${faker.helpers.arrayElement(ABOUT_ME.workLeads)}${line}`
      : line;
  const origin = originLine(c, local);
  const hook = say(c, faker.helpers.arrayElement(ABOUT_ME.hooks[voice]));
  const intro = faker.datatype.boolean(voice === 'direct' || voice === 'funny' ? 0.7 : 0.4)
    ? [hook, origin]
    : [origin, hook];
  const afterthought = say(c, faker.helpers.arrayElement(ABOUT_ME.workAfterthoughts));
  const weekend = say(c, faker.helpers.arrayElement(ABOUT_ME.weekends));
  const extra = say(c, faker.helpers.arrayElement(ABOUT_ME.weekendExtras));
  const closer = say(c, faker.helpers.arrayElement(ABOUT_ME.closers[voice]));

  let useAfterthought = !job.noAfterthought && faker.datatype.boolean(0.35);
  let useExtra = faker.datatype.boolean(0.4);
  let useCloser = faker.datatype.boolean(0.85);
  const shape = faker.number.int({ min: 2, max: 4 });

  const build = () => {
    const workPart = useAfterthought ? [work, afterthought] : [work];
    const weekendPart = useExtra ? [weekend, extra] : [weekend];
    const closing = useCloser ? [closer] : [];
    const paragraphs =
      shape === 4 && useCloser
        ? [intro, workPart, weekendPart, closing]
        : shape >= 3
          ? [intro, [...workPart, ...weekendPart], closing]
          : [
              [...intro, ...workPart],
              [...weekendPart, ...closing],
            ];
    return paragraphs
      .filter((sentences) => sentences.length > 0)
      .map((sentences) => sentences.join(' '))
      .join('\n\n');
  };

  let text = build();
  // Keep to 40–120 words: add optional sentences when short, drop them when long.
  if (wordCount(text) < 40) useCloser = true;
  if (wordCount(build()) < 40) useExtra = true;
  if (wordCount(build()) < 40 && !job.noAfterthought) useAfterthought = true;
  text = build();
  for (const drop of [
    () => (useAfterthought = false),
    () => (useExtra = false),
    () => (useCloser = false),
  ]) {
    if (wordCount(text) <= 120) break;
    drop();
    text = build();
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// The other fields

function lookingForLine(c: Ctx): string {
  const lines = [...ANSWERS.lookingFor];
  if (c.age >= 28) lines.push(...ANSWERS.lookingForOver28);
  if (c.age >= 35) lines.push(...ANSWERS.lookingForOver35);
  return say(c, c.faker.helpers.arrayElement(lines));
}

function perfectDateLine(c: Ctx, coastal: boolean): string {
  const { faker } = c;
  const snack = faker.helpers.arrayElement(WORDS.snacks);
  const drink = faker.helpers.arrayElement(WORDS.drinks);
  const lines = [...ANSWERS.perfectDates];
  if (coastal) lines.push(...ANSWERS.perfectDatesByTheSea);
  return say(c, faker.helpers.arrayElement(lines), { snack, drink });
}

function funFactLine(c: Ctx, languageCount: number): string {
  const { faker } = c;
  const { relative, pronoun } = faker.helpers.arrayElement(WORDS.relatives);
  const extra: Record<string, Words[string]> = {
    relative,
    pronoun,
    languagesPlusOneToFour: () => numberWord(languageCount + faker.number.int({ min: 1, max: 4 })),
  };
  const lines = [...ANSWERS.funFacts];
  if (c.home !== c.city && !c.bornHere) lines.push(...ANSWERS.funFactsAwayFromHome);
  if (c.age >= 22) {
    extra.learnedToSwimAt = faker.number.int({ min: 18, max: Math.min(c.age - 1, 40) });
    lines.push(...ANSWERS.funFactsOver22);
  }
  if (c.age >= 24) {
    extra.vegetarianYears = numberWord(faker.number.int({ min: 2, max: Math.min(c.age - 18, 20) }));
    lines.push(...ANSWERS.funFactsOver24);
  }
  return say(c, faker.helpers.arrayElement(lines), extra);
}

function languagesFor(
  faker: Faker,
  person: Person,
  country: CountryFacts,
  expat: boolean,
  yearsN: number,
): string[] {
  const languages = person.nationality.languages.map(languageName);
  if (!languages.includes('English')) {
    // Someone who has moved abroad almost always gets by in English.
    const chance = expat ? 0.98 : FLUENT_ENGLISH.has(person.nationality.code) ? 0.95 : 0.75;
    if (faker.datatype.boolean(chance)) languages.push('English');
  }
  if (person.nationality.code === 'CA' && !languages.includes('French')) {
    if (faker.datatype.boolean(0.25)) languages.push('French');
  }
  if (expat && yearsN >= 2 && faker.datatype.boolean(0.55)) {
    const local = country.languages
      .map(languageName)
      .find((language) => language !== 'English' && !languages.includes(language));
    if (local) languages.push(local);
  }
  return [...new Set(languages)].slice(0, 4);
}

function pickJob(faker: Faker, age: number, coastal: boolean): Job {
  const fitting = JOBS.filter(
    (job) => age >= job.min && age <= (job.max ?? 99) && (coastal || !job.coastal),
  );
  const student = fitting.find((job) => job.title === 'University student');
  if (student && age <= 22 && faker.datatype.boolean(0.35)) return student;
  return faker.helpers.arrayElement(fitting);
}

/** Names that would read badly mid-sentence (abbreviations, titles) are left out. */
const usableName = (name: string) => !/\.|\b(Dr|Sir|St)\b/.test(name);

function hometownFor(faker: Faker, person: Person, avoid: string): string {
  const code = person.nationality.code;
  const first = person.nationality.languages[0] ?? '';
  const towns = HOMETOWNS[`${code}:${first}`] ?? HOMETOWNS[code] ?? [WORDS.whenMissing.hometown];
  const choices = towns.filter((town) => town !== avoid);
  return faker.helpers.arrayElement(choices.length > 0 ? choices : towns);
}

/**
 * Writes the texts of one dating profile: the "About me", what they are looking for, a
 * perfect date, a fun fact, favourite spots, languages, profession, interests and personality.
 */
export function writeDatingProfile(input: {
  faker: Faker;
  person: Person;
  age: number;
  place: Place;
  country: CountryFacts;
}): DatingText {
  const { faker, person, age, place, country } = input;
  const local = person.nationality.code === country.code;
  const expat = !local;
  const coastal = /beach|island|\bbay\b|surf|diving|snorkel|\bsea\b|coast|marine|lagoon/i.test(
    [...place.highlights, ...place.neighborhoods, place.description].join(' '),
  );
  const cityIsDistricts = place.country === 'Singapore' || place.country === 'Hong Kong';
  const bornHere = local && (cityIsDistricts || faker.datatype.boolean(0.5));
  const maxYears = local
    ? Math.max(1, Math.min(20, age - 18))
    : Math.max(0, Math.min(12, age - 20));
  const yearsN = bornHere ? age : faker.number.int({ min: local ? 1 : 0, max: maxYears });

  const [nbRaw, workRaw, outRaw, out2Raw] = faker.helpers.arrayElements(place.neighborhoods, 4);
  const [hlRaw = place.city, hl2Raw = hlRaw] = faker.helpers.arrayElements(place.highlights, 2);
  const interests = faker.helpers.arrayElements(
    WORDS.interests.filter((interest) => coastal || !interest.coastal),
    { min: 3, max: 7 },
  );
  const [i1, i2, i3] = interests as [Interest, Interest, Interest];
  const job = pickJob(faker, age, coastal);
  const hospitals = [...place.hospitals.public, ...place.hospitals.private].filter(usableName);
  const coworking = place.coworking.filter(usableName);
  // Brand names keep their capitals ('WeWork'); generic ones ('Cafes in Dago') read in lower case.
  const coworkRaw = coworking.length > 0 ? faker.helpers.arrayElement(coworking) : undefined;
  const dishes = WORDS.dishes[person.nationality.code] ?? [WORDS.whenMissing.dish];
  const missing = (template: string) => fill(template, { words: { city: place.city } });
  const voice = faker.helpers.arrayElement<Voice>(['shy', 'funny', 'direct', 'thoughtful']);

  const c: Ctx = {
    faker,
    first: person.firstName,
    age,
    city: place.city,
    nb: neighbourhoodInProse(nbRaw ?? place.city),
    work: neighbourhoodInProse(workRaw ?? nbRaw ?? place.city),
    out: neighbourhoodInProse(outRaw ?? workRaw ?? nbRaw ?? place.city),
    out2: neighbourhoodInProse(out2Raw ?? outRaw ?? nbRaw ?? place.city),
    hl: highlightInProse(hlRaw),
    hl2: highlightInProse(hl2Raw),
    home:
      cityIsDistricts && bornHere
        ? hometownFor(faker, person, place.city)
        : bornHere
          ? place.city
          : hometownFor(faker, person, place.city),
    bornHere,
    expat,
    yearsN,
    years: duration(yearsN),
    yearsAgo:
      yearsN <= 0
        ? WORDS.durations.fewMonthsAgo
        : fill(WORDS.durations.ago, { words: { duration: duration(yearsN) } }),
    nat: person.nationality.nationality,
    jobA: job.title === 'Semi-retired' ? 'semi-retired' : withArticle(lowerFirst(job.title)),
    i1,
    i2,
    i3,
    hospital:
      hospitals.length > 0
        ? faker.helpers.arrayElement(hospitals)
        : missing(WORDS.whenMissing.hospital),
    cowork: coworkRaw
      ? /^(Cafes|Coworking)\b/.test(coworkRaw)
        ? lowerFirst(coworkRaw)
        : coworkRaw
      : missing(WORDS.whenMissing.coworking),
    airport: place.airport.replace(/\s*\(.*\)$/, ''),
    weather:
      place.temperature >= 25
        ? faker.helpers.arrayElement(WORDS.weather.hot)
        : place.temperature >= 17
          ? WORDS.weather.mild
          : WORDS.weather.cold,
    dish: faker.helpers.arrayElement(dishes),
    nativeLanguage: languageName(person.nationality.languages[0] ?? 'English'),
    subject: faker.helpers.arrayElement(WORDS.subjects),
  };
  const description = writeAboutMe(c, voice, local, job);
  const languages = languagesFor(faker, person, country, expat, yearsN);

  const ownTraits = WORDS.traits[voice];
  const personality = [
    faker.helpers.arrayElement(ownTraits),
    ...faker.helpers.arrayElements([...ownTraits, ...WORDS.sharedTraits], 3),
  ];
  const spots = faker.helpers.shuffle([
    hlRaw,
    ...faker.helpers.arrayElements(
      [...place.highlights.filter((spot) => spot !== hlRaw), ...place.neighborhoods],
      { min: 0, max: 2 },
    ),
  ]);

  return {
    description,
    lookingFor: lookingForLine(c),
    perfectDate: perfectDateLine(c, coastal),
    funFact: funFactLine(c, languages.length),
    favoriteSpots: spots,
    languages,
    profession: job.title,
    interests: interests.map((interest) => interest.label),
    personality: [...new Set(personality)].slice(0, 3),
  };
}
