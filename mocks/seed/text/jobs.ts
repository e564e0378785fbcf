/**
 * Job-board text for the mock jobs: descriptions, company blurbs and culture lines that read as if
 * an employer wrote them. Every sentence is assembled from the job's own facts (company, title,
 * city, skills, benefits) plus a pick from a pool of phrasings, so the 220 seeded ads do not repeat
 * each other. The phrasings are in `content/jobs/`. Randomness comes only from the faker passed in,
 * so the seeded world stays identical.
 */
import type { Faker } from '@faker-js/faker';
import {
  fill,
  type Filling,
  placeholdersIn,
  readContent,
  type Template,
  type Words,
} from '../content';
import { countries, places, type Place } from '../places';
import type { JobCategory, JobLevel } from '../jobRoles';
import { capitalise, indefiniteArticle, numberWord } from './grammar';

type JobEmployment = 'full-time' | 'part-time' | 'contract' | 'internship';
type JobLocationType = 'remote' | 'onsite' | 'hybrid';

export type JobTextInput = {
  faker: Faker;
  /** As listed, e.g. 'Senior Frontend Engineer'. */
  title: string;
  company: string;
  category: JobCategory;
  level: JobLevel;
  employment: JobEmployment;
  locationType: JobLocationType;
  /** Null when the job is remote. */
  city: string | null;
  country: string | null;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
  skills: string[];
  teamSize: string | null;
  /** ['Anywhere'] or country names; only meaningful for remote jobs. */
  applicantLocations: string[];
  visaSponsorship: boolean;
};

type CompanyTextInput = {
  faker: Faker;
  company: string;
  category: JobCategory;
  /** The cities the company has teams in (two of them). */
  cities: string[];
  teamSize: string | null;
};

/* ------------------------------------------------------------------------------------------------
 * Grammar helpers
 * ---------------------------------------------------------------------------------------------- */

/** Sounds the seed lint accepts as exceptions: 'an hour', 'a university', 'a one-off'. */
const AN_BEFORE_CONSONANT = /^(hour|honest|honou?r|heir|herb)/i;
const A_BEFORE_VOWEL = /^(uni|use|usu|uti|ure|eu|one|once|ubiq|u-)/i;

/**
 * Whether every 'a'/'an' in the text agrees with the next word, read the way the seed lint reads
 * it. Place names such as Hoi An or Da'an look like articles to it, so a sentence that puts one
 * before the wrong word is written again another way.
 */
function articlesAgree(text: string): boolean {
  for (const match of text.matchAll(/\b(a|an|A|An) +([\p{L}\d][\p{L}\d-]*)/gu)) {
    const article = match[1] ?? '';
    const word = match[2] ?? '';
    if (article === 'An' && /^\p{Lu}/u.test(word)) continue;
    const vowelSound = /^[A-Z]{2,}/.test(word)
      ? /^[AEFHILMNORSX]/.test(word)
      : /^\d/.test(word)
        ? /^(8|11|18)(\D|$)/.test(word)
        : /^[aeiou]/i.test(word)
          ? !A_BEFORE_VOWEL.test(word)
          : AN_BEFORE_CONSONANT.test(word);
    if ((article.toLowerCase() === 'an') !== vowelSound) return false;
  }
  return true;
}

/** Calls `make` until its sentence passes `articlesAgree` (a few tries), keeping the last one. */
function agreeing(make: () => string): string {
  let text = make();
  for (let attempt = 1; attempt < 40 && !articlesAgree(text); attempt += 1) text = make();
  return text;
}

function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** Words that keep their capital letter mid-sentence: languages, regions, products. */
const PROPER_WORDS = new Set(
  [
    'English',
    'Chinese',
    'Mandarin',
    'Cantonese',
    'Japanese',
    'Korean',
    'Thai',
    'Vietnamese',
    'Bahasa',
    'Indonesian',
    'Malay',
    'Tagalog',
    'Filipino',
    'Hindi',
    'Tamil',
    'Khmer',
    'Lao',
    'Burmese',
    'Nepali',
    'Sinhala',
    'French',
    'German',
    'Spanish',
    'Asian',
    'Asia',
    'Southeast',
    'European',
    'React',
    'Go',
    'Python',
    'Kubernetes',
    'Figma',
    'Terraform',
    'Kotlin',
    'Swift',
    'Node.js',
    'Java',
    'Ruby',
    'Rust',
    'Docker',
    'Android',
    'Flutter',
    'Vue',
    'Angular',
    'Google',
    'Meta',
    'Opera',
    'Excel',
    'Canva',
    'Shopify',
    'Instagram',
    'Salesforce',
    'Jira',
    'Notion',
    'Slack',
    'Cambridge',
    'Montessori',
    'Jest',
    'Storybook',
    'Redux',
    'Expo',
    'Firebase',
    'Playwright',
    'Cypress',
    'Airflow',
    'Spark',
    'Kafka',
    'Redis',
    'Linux',
    'Prometheus',
    'Ansible',
    'Zoom',
    'Discord',
  ].map((word) => word.toLowerCase()),
);

/** Lower-cases the first letter of a listed phrase for use mid-sentence, unless it is a name. */
function lowerFirst(text: string): string {
  const first = text.split(/[\s,]/)[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first)) return text;
  if (/[a-z][A-Z]/.test(first) || !/^[A-Z]/.test(first)) return text;
  if (PROPER_WORDS.has(first.toLowerCase().replace(/[^a-z.]/g, ''))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Listed phrases that are adjectives ('Flexible with shifts') become nouns to sit in a list. */
const ADJECTIVE_STARTS: [RegExp, string][] = [
  [/^flexible (with|about|around|on)\b/i, 'flexibility $1'],
  [/^comfortable (with|working|in|around|using)\b/i, 'comfort $1'],
  [/^hands-on with\b/i, 'hands-on experience with'],
  [/^willing to\b/i, 'willingness to'],
  [/^able to\b/i, 'the ability to'],
  [/^happy to\b/i, 'readiness to'],
  [/^confident (with|in|using)\b/i, 'confidence $1'],
  [/^fluent in\b/i, 'fluency in'],
  [/^basic (.*\blanguage)$/i, 'basic $1 skills'],
];
const COUNTABLE_HEAD =
  /\b(degree|certificate|certification|check|licence|license|rating|allowance|bonus|budget|membership|stipend|laptop|portfolio|qualification|diploma|pension|phone|card|plan|subscription|pass)$/i;

/** A listed requirement, benefit or extra as a noun phrase for mid-sentence use. */
function asNoun(phrase: string): string {
  let text = lowerFirst(phrase.trim());
  for (const [pattern, replacement] of ADJECTIVE_STARTS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, replacement);
      break;
    }
  }
  if (/^(a|an|the|some|your|our|any)\s/i.test(text)) return text;
  const head = text.split(/\s(?:in|from|of|with|for|to|at|on|that|who|across)\s/)[0] ?? text;
  return COUNTABLE_HEAD.test(head) ? withArticle(text) : text;
}

/** A responsibility ('Review code and mentor teammates') as a verb phrase after 'you will'. */
function asVerb(phrase: string): string {
  return lowerFirst(phrase.trim().replace(/\.$/, ''));
}

/**
 * 'a, b and c' without the Oxford comma. Items that contain 'and' go first and items with their
 * own commas ('Chinese, Japanese or Korean') go last, after 'plus', so the list stays readable.
 */
function list(items: readonly string[]): string {
  const withComma = items.filter((item) => item.includes(','));
  const withAnd = items.filter((item) => !item.includes(',') && / and /.test(item));
  const plain = items.filter((item) => !item.includes(',') && !/ and /.test(item));
  const ordered = [...withAnd, ...plain];
  const join = (parts: string[]) =>
    parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  if (withComma.length === 0) return join(ordered);
  if (ordered.length === 0) return join(withComma);
  return `${join(ordered)}, plus ${join(withComma)}`;
}

/** '11-50' → 'between 11 and 50 people'; '500+' → 'more than 500 people'. */
function teamPhrase(teamSize: string | null): string | null {
  if (!teamSize) return null;
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(teamSize);
  if (range) {
    const [, low, high] = range;
    if (low === '1') return `fewer than ${numberWord(Number(high))} people`;
    return `between ${low} and ${high} people`;
  }
  const open = /^(\d+)\+$/.exec(teamSize);
  if (open) return `more than ${open[1]} people`;
  return null;
}

function sizeWord(teamSize: string | null): string {
  if (!teamSize) return 'growing';
  const first = Number(/^\d+/.exec(teamSize)?.[0] ?? '0');
  if (first <= 1) return 'small';
  if (first <= 11) return 'growing';
  if (first <= 51) return 'mid-sized';
  return 'large';
}

/* ------------------------------------------------------------------------------------------------
 * What kind of business each company is, read from the last words of its name
 * ---------------------------------------------------------------------------------------------- */

type Kind = {
  words: string[];
  nouns: string[];
  /** Verb phrases after 'we'. */
  what: string[];
  site: string;
  audience: string;
};

type ByCategory<T> = Record<JobCategory, T>;

const BUSINESSES = readContent<{
  kinds: ByCategory<Kind[]>;
  /** For a company name that does not end in one of the kinds' words. */
  otherKinds: ByCategory<Kind>;
  managers: ByCategory<string[]>;
  /** The part of a company the job sits in: 'the Harbour Labs product team'. */
  departments: ByCategory<string[]>;
  partners: ByCategory<string[]>;
  goals: ByCategory<string[]>;
  traits: ByCategory<string[]>;
  onSiteReasons: ByCategory<string>;
  clients: string[];
  localEditions: string[];
  audienceCountries: string[];
  companyAdjectives: string[];
}>('jobs/businesses.yaml');

function kindOf(company: string, category: JobCategory): Kind {
  const lower = company.toLowerCase();
  return (
    BUSINESSES.kinds[category].find((kind) =>
      kind.words.some((word) => lower.endsWith(` ${word.toLowerCase()}`)),
    ) ?? BUSINESSES.otherKinds[category]
  );
}

/* ------------------------------------------------------------------------------------------------
 * Context shared by the sentence pools
 * ---------------------------------------------------------------------------------------------- */

/** What ties a sentence to this job: the company, the city or the title. */
type Anchor = 'company' | 'city';

type Ctx = {
  /** One of the items. */
  one: <T>(items: readonly T[]) => T;
  /** How many of this world's ads each sentence is in so far (see `freshSentence`). */
  adsWithSentence: Map<string, number>;
  /** n different items, in random order. */
  some: <T>(items: readonly T[], n: number) => T[];
  chance: (percent: number) => boolean;
  int: (min: number, max: number) => number;
  cat: JobCategory;
  level: JobLevel;
  employment: JobEmployment;
  /** Company name as written. */
  C: string;
  /** The title without its bracketed note: 'Backend Developer (Go)' → 'Backend Developer'. */
  R: string;
  aT: string;
  aR: string;
  kind: Kind;
  noun: string;
  site: string;
  remote: boolean;
  hybrid: boolean;
  city: string | null;
  /** Mid-sentence form: 'the Philippines'. */
  country: string | null;
  /** Languages spoken in the job's country. */
  languages: string[];
  place: Place | undefined;
  /** The city's neighbourhoods, minus names the article check would misread ('Da\'an'). */
  hoods: string[];
  /** 'in Bangkok', or for remote jobs a phrase such as 'across the region'. */
  inCity: string;
  /** After the title: 'in Bangkok', 'on a fully remote basis'... */
  where: string;
  manager: string;
  partner: string;
  goal: string;
  skills: string[];
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
  team: string | null;
  size: string;
  applicantLocations: string[];
  visa: boolean;
  /** 'at Harbour Labs' or 'in Bangkok': where the work happens. */
  at: () => string;
  /** 'the Harbour Labs team' or 'our Bangkok team'. */
  crew: () => string;
  /** 'this role at Harbour Labs', 'the Data Engineer role in Bangkok'... */
  role: () => string;
  /** A third-person subject: 'Harbour Labs' or 'our Bangkok office'. */
  who: () => string;
  /** What the placeholders of `content/jobs/job-ads.yaml` stand for in this ad. */
  filling: Filling;
};

type Line = (c: Ctx) => string;

/** A sentence of the ad; optional ones may be dropped to keep the ad to length. */
type Sentence = { text: string; optional: boolean };
const must = (text: string): Sentence => ({ text, optional: false });
const may = (text: string): Sentence => ({ text, optional: true });

type TextLine = (c: Ctx, text: string) => string;

/** The most ads of one world a sentence may stand in: the seed lint's limit. */
const ADS_PER_SENTENCE = 2;

/**
 * How many ads of one world (one seed run, so one faker) each sentence has gone into. The pools
 * give thousands of ads few repeats, but a big world (`?mock=scale:10`) still draws the odd
 * sentence a third time by chance; `freshSentence` draws again instead.
 */
const sentencesByWorld = new WeakMap<Faker, Map<string, number>>();

function sentenceCounts(faker: Faker): Map<string, number> {
  let counts = sentencesByWorld.get(faker);
  if (!counts) {
    counts = new Map();
    sentencesByWorld.set(faker, counts);
  }
  return counts;
}

/** The text's sentences as the seed lint compares them: five words or more, in lower case. */
function sentenceKeys(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter(
      (sentence) => sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length >= 5,
    )
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, ' '));
}

/**
 * Calls `make` until its sentence has agreeing articles and is not yet in two of this world's
 * ads (a few tries; failing that, the first one that agrees), and counts it in.
 */
function freshSentence(c: Ctx, make: () => string): string {
  let text = make();
  let fallback: string | null = null;
  for (let attempt = 1; ; attempt += 1) {
    if (articlesAgree(text)) {
      if (sentenceKeys(text).every((key) => (c.adsWithSentence.get(key) ?? 0) < ADS_PER_SENTENCE))
        break;
      fallback ??= text;
    }
    if (attempt >= 40) {
      text = fallback ?? text;
      break;
    }
    text = make();
  }
  for (const key of sentenceKeys(text))
    c.adsWithSentence.set(key, (c.adsWithSentence.get(key) ?? 0) + 1);
  return text;
}

/** A sentence from one of the lines in the pool (not one in `used`), with agreeing articles. */
function pick(c: Ctx, pool: readonly Line[], used?: Set<Line>): string {
  const fresh = pool.filter((line) => !used?.has(line));
  return freshSentence(c, () => {
    const line = c.one(fresh.length > 0 ? fresh : pool);
    used?.add(line);
    return line(c);
  });
}

/** As `pick`, for lines that weave in a duty or a list. */
function pickWith(c: Ctx, pool: readonly TextLine[], text: string, used?: Set<TextLine>): string {
  const fresh = pool.filter((line) => !used?.has(line));
  return freshSentence(c, () => {
    const line = c.one(fresh.length > 0 ? fresh : pool);
    used?.add(line);
    return line(c, text);
  });
}

/** Phrases that tie a sentence to the company or to the city (`content/jobs/phrases.yaml`). */
const PHRASES = readContent<{
  where: Record<'remote' | 'hybrid' | 'onSite', string[]>;
  inCity: string;
  inCityWhenRemote: string[];
  atWork: { company: string; companyInCity: string[]; city: string[] };
  theTeam: { company: string[]; companyDepartment: string; city: string[] };
  thisRole: { company: string[]; city: string[] };
  employer: { company: string; city: string[] };
  missingSkills: [string, string];
}>('jobs/phrases.yaml');

function makeCtx(input: JobTextInput): Omit<Ctx, 'filling'> {
  const { faker } = input;
  const one = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
  const some = <T>(items: readonly T[], n: number): T[] =>
    faker.helpers.arrayElements(items, Math.max(0, Math.min(n, items.length)));
  const kind = kindOf(input.company, input.category);
  const remote = input.locationType === 'remote' || !input.city;
  const hybrid = !remote && input.locationType === 'hybrid';
  const city = remote ? null : input.city;
  const country = remote || !input.country ? null : countryLabel(input.country);
  const languages = remote
    ? []
    : (countries.find((candidate) => candidate.name === input.country)?.languages ?? []);
  const C = input.company;
  const R = input.title.replace(/\s*\([^)]*\)\s*/g, ' ').trim() || input.title;
  const site = kind.site;
  const cityCountry = city && country && country !== city ? `${city}, ${country}` : city;
  /** The neighbourhood the office, school or clinic is in, once drawn. */
  let hood: string | null = null;
  const phrase = (template: string, department?: string): string =>
    fill(template, {
      words: { company: C, title: R, city, cityCountry, site, neighbourhood: hood, department },
    });
  /** The phrasings that fit: those that name the office's neighbourhood only if there is one. */
  const fitting = (templates: readonly string[]) =>
    hood
      ? templates
      : templates.filter((template) => !placeholdersIn(template).has('neighbourhood'));
  const pickWhere = (): string =>
    phrase(
      one(remote ? PHRASES.where.remote : hybrid ? PHRASES.where.hybrid : PHRASES.where.onSite),
    );
  const where = agreeing(pickWhere);
  let requirements = input.requirements;
  if (input.level === 'entry') {
    const softer = requirements.filter((item) => !/^\d+\+?\s*years/i.test(item.trim()));
    if (softer.length > 0) requirements = softer;
  }

  // The opener and the company sentence already name the company, so later sentences lean on
  // the city and the title first: each anchor is used about as often as the others.
  const used: Record<Anchor, number> = { company: 2, city: 0 };
  const anchor = (): Anchor => {
    const usable: Anchor[] = city ? ['company', 'city'] : ['company'];
    const least = Math.min(...usable.map((item) => used[item]));
    const pool =
      faker.number.int({ min: 0, max: 99 }) < 65
        ? usable.filter((item) => used[item] === least)
        : usable;
    const chosen = one(pool);
    used[chosen] += 1;
    return chosen;
  };
  const place = city ? places.find((candidate) => candidate.city === city) : undefined;
  const hoods =
    place?.neighborhoods
      .map((name) => LOCAL_NAMES[place.city]?.[name] ?? name)
      .filter((name) => !/(^|[\s'’])an$/i.test(name)) ?? [];
  hood = hoods.length > 0 ? one(hoods) : null;
  const cityPlace = (): string => phrase(one(fitting(PHRASES.atWork.city)));

  return {
    one,
    adsWithSentence: sentenceCounts(faker),
    some,
    chance: (percent) => faker.number.int({ min: 0, max: 99 }) < percent,
    int: (min, max) => faker.number.int({ min, max }),
    cat: input.category,
    level: input.level,
    employment: input.employment,
    C,
    R,
    aT: withArticle(input.title),
    aR: withArticle(R),
    kind,
    noun: one(kind.nouns),
    site,
    remote,
    hybrid,
    city,
    country,
    languages,
    place,
    hoods,
    inCity: city ? phrase(PHRASES.inCity) : one(PHRASES.inCityWhenRemote),
    where,
    manager: one(BUSINESSES.managers[input.category]),
    partner: one(BUSINESSES.partners[input.category]),
    goal: one(BUSINESSES.goals[input.category]),
    skills: input.skills.map(lowerFirst),
    responsibilities: faker.helpers.shuffle(input.responsibilities.map(asVerb)),
    requirements: requirements.map(asNoun),
    niceToHave: input.niceToHave.map(asNoun),
    benefits: input.benefits.map(asNoun),
    team: teamPhrase(input.teamSize),
    size: sizeWord(input.teamSize),
    applicantLocations: input.applicantLocations,
    visa: input.visaSponsorship && !remote,
    at: () =>
      anchor() === 'company'
        ? city
          ? phrase(one(PHRASES.atWork.companyInCity))
          : phrase(PHRASES.atWork.company)
        : cityPlace(),
    crew: () =>
      anchor() === 'company'
        ? one([
            ...PHRASES.theTeam.company.map((template) => phrase(template)),
            ...BUSINESSES.departments[input.category].map((department) =>
              phrase(PHRASES.theTeam.companyDepartment, department),
            ),
          ])
        : phrase(one(fitting(PHRASES.theTeam.city))),
    role: () =>
      anchor() === 'company'
        ? phrase(one(PHRASES.thisRole.company))
        : phrase(one(fitting(PHRASES.thisRole.city))),
    who: () =>
      anchor() === 'company'
        ? phrase(PHRASES.employer.company)
        : phrase(one(fitting(PHRASES.employer.city))),
  };
}

function skillPair(c: Ctx): [string, string] {
  const [first, second] = c.some(c.skills, 2);
  const [missingFirst, missingSecond] = PHRASES.missingSkills;
  return [first ?? missingFirst!, second ?? missingSecond!];
}

/**
 * Neighbourhoods that share a name with one in other places ('Poblacion' is the old centre of
 * many Philippine towns), as they are known locally.
 */
const LOCAL_NAMES: Record<string, Record<string, string>> = {
  'Davao City': { Poblacion: 'Poblacion District' },
};

/** Country names that take 'the' mid-sentence. */
const COUNTRIES_WITH_THE = new Set(['Philippines', 'Maldives', 'Netherlands', 'United States']);

function countryLabel(name: string): string {
  return COUNTRIES_WITH_THE.has(name) ? `the ${name}` : name;
}

/** 'Japan, Vietnam or the Philippines': for where an applicant may live. */
function orList(items: readonly string[]): string {
  const labels = items.map(countryLabel);
  return labels.length < 2
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/* ------------------------------------------------------------------------------------------------
 * The phrasings of an ad (`content/jobs/job-ads.yaml`) and what their placeholders stand for
 * ---------------------------------------------------------------------------------------------- */

type Pool = Template[];
type ByLevel<T> = Record<JobLevel, T>;

const AD_TEXT = readContent<{
  intro: { openers: Pool; company: Pool; extra: ByCategory<Pool> };
  duties: { first: Pool; more: Pool; flavour: ByCategory<Pool>; reporting: Pool };
  person: {
    traits: Pool;
    requirements: Pool;
    skills: Pool;
    level: ByLevel<Pool>;
    niceToHave: Pool;
  };
  offer: {
    benefits: Pool;
    employment: Record<JobEmployment, Pool>;
    visa: Pool;
    remoteAnywhere: Pool;
    remoteFromCountries: Pool;
    hybrid: Pool;
    onSite: Pool;
  };
  apply: { how: Pool; process: ByCategory<Pool>; closing: Pool };
  team: { company: Pool; place: Pool; remote: Pool };
}>('jobs/job-ads.yaml');

function adWords(c: Omit<Ctx, 'filling'>): Words {
  return {
    company: c.C,
    title: c.R,
    aTitle: c.aR,
    aFullTitle: c.aT,
    atWork: c.at,
    thisRole: c.role,
    theTeam: c.crew,
    employer: c.who,
    where: c.where,
    inCity: c.inCity,
    city: c.city,
    country: c.country,
    manager: c.manager,
    colleagues: c.partner,
    goal: c.goal,
    audience: c.kind.audience,
    site: c.site,
    business: c.noun,
    aBusiness: withArticle(c.noun),
    aSizedBusiness: withArticle(`${c.size} ${c.noun}`),
    aSizedTeam: withArticle(`${c.size} team`),
    aSizedCompany: withArticle(`${c.size} company`),
    size: c.size,
    headcount: c.team,
    whatWeDo: () => c.one(c.kind.what),
    trait: () => c.one(BUSINESSES.traits[c.cat]),
    skill: () => c.one(c.skills),
    someSkills: () => list(c.some(c.skills, 3)),
    clients: () => list(c.some(BUSINESSES.clients, 2)),
    localEditions: () => list(c.some(BUSINESSES.localEditions, 2)),
    audienceCountries: () => list(c.some(BUSINESSES.audienceCountries, 3)),
    localLanguages: list(c.languages),
    applicantCountries: orList(c.applicantLocations),
    onSiteReason: BUSINESSES.onSiteReasons[c.cat],
    hasCity: c.city !== null,
    remote: c.remote,
    hasHeadcount: c.team !== null,
    hasLocalLanguages: c.languages.length > 0,
    cheapCity: c.place?.costOfLiving === 'Low',
    expensiveCity: c.place?.costOfLiving === 'High',
  };
}

/** What a phrasing needs drawn before the rest of it is written (`job-ads.yaml` lists them). */
function drawnFirst(c: Ctx, template: Template): Words | undefined {
  const uses = placeholdersIn(template);
  if (uses.has('skill2')) {
    const [skill1, skill2] = skillPair(c);
    return { skill1, skill2 };
  }
  if (uses.has('trait2')) {
    const [trait1, trait2] = c.some(BUSINESSES.traits[c.cat], 2);
    return { trait1, trait2 };
  }
  if (uses.has('neighbourhood2')) {
    const hoods = c.some(c.hoods, 2);
    return {
      neighbourhood1: hoods[0],
      neighbourhood2: hoods[1],
      twoNeighbourhoods: hoods.length === 2,
    };
  }
  if (uses.has('someNeighbourhood')) {
    const someNeighbourhood = c.hoods.length > 0 ? c.one(c.hoods) : null;
    return { someNeighbourhood, hasNeighbourhoods: someNeighbourhood !== null };
  }
  return undefined;
}

function say(c: Ctx, template: Template, extra?: Words): string {
  const drawn = drawnFirst(c, template);
  return fill(template, c.filling, drawn && extra ? { ...drawn, ...extra } : (drawn ?? extra));
}

const linesOf = (templates: Pool): Line[] =>
  templates.map((template) => (c: Ctx) => say(c, template));
/** Lines that weave in a duty (`{duty}`) or a list (`{items}`). */
const weavingIn =
  (name: 'duty' | 'items') =>
  (templates: Pool): TextLine[] =>
    templates.map((template) => (c: Ctx, text: string) => say(c, template, { [name]: text }));
const eachLinesOf = <K extends string>(pools: Record<K, Pool>): Record<K, Line[]> =>
  Object.fromEntries(
    Object.entries<Pool>(pools).map(([key, templates]) => [key, linesOf(templates)]),
  ) as Record<K, Line[]>;

const AD = {
  intro: {
    openers: linesOf(AD_TEXT.intro.openers),
    company: linesOf(AD_TEXT.intro.company),
    extra: eachLinesOf(AD_TEXT.intro.extra),
  },
  duties: {
    first: weavingIn('duty')(AD_TEXT.duties.first),
    more: weavingIn('duty')(AD_TEXT.duties.more),
    flavour: eachLinesOf(AD_TEXT.duties.flavour),
    reporting: linesOf(AD_TEXT.duties.reporting),
  },
  person: {
    traits: linesOf(AD_TEXT.person.traits),
    requirements: weavingIn('items')(AD_TEXT.person.requirements),
    skills: weavingIn('items')(AD_TEXT.person.skills),
    level: eachLinesOf(AD_TEXT.person.level),
    niceToHave: weavingIn('items')(AD_TEXT.person.niceToHave),
  },
  offer: {
    benefits: weavingIn('items')(AD_TEXT.offer.benefits),
    employment: eachLinesOf(AD_TEXT.offer.employment),
    visa: linesOf(AD_TEXT.offer.visa),
    remoteAnywhere: linesOf(AD_TEXT.offer.remoteAnywhere),
    remoteFromCountries: linesOf(AD_TEXT.offer.remoteFromCountries),
    hybrid: linesOf(AD_TEXT.offer.hybrid),
    onSite: linesOf(AD_TEXT.offer.onSite),
  },
  apply: {
    how: linesOf(AD_TEXT.apply.how),
    process: eachLinesOf(AD_TEXT.apply.process),
    closing: linesOf(AD_TEXT.apply.closing),
  },
  team: {
    company: linesOf(AD_TEXT.team.company),
    place: linesOf(AD_TEXT.team.place),
    remote: linesOf(AD_TEXT.team.remote),
  },
};

/** The ad's context, with what the placeholders of its phrasings stand for. */
function adCtx(input: JobTextInput): Ctx {
  const c = makeCtx(input);
  return { ...c, filling: { words: adWords(c), pick: (options) => c.one(options) } };
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 1: the company and the role
 * ---------------------------------------------------------------------------------------------- */

function introParagraph(c: Ctx): Sentence[] {
  const sentences = [must(pick(c, AD.intro.openers)), must(pick(c, AD.intro.company))];
  if (c.chance(35)) sentences.push(may(pick(c, AD.intro.extra[c.cat])));
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 2: what you will do
 * ---------------------------------------------------------------------------------------------- */

function dutiesParagraph(c: Ctx): Sentence[] {
  const duties = c.responsibilities;
  const sentences: Sentence[] = [];
  if (duties[0]) sentences.push(must(pickWith(c, AD.duties.first, duties[0])));
  const flavours = new Set<Line>();
  sentences.push(must(pick(c, AD.duties.flavour[c.cat], flavours)));
  const extra = Math.min(duties.length - 1, c.chance(50) ? 2 : 1);
  const moreDuties = new Set<TextLine>();
  duties.slice(1, 1 + extra).forEach((duty, index) => {
    const text = pickWith(c, AD.duties.more, duty, moreDuties);
    sentences.push(index === 0 ? must(text) : may(text));
  });
  if (c.chance(25)) sentences.push(may(pick(c, AD.duties.flavour[c.cat], flavours)));
  if (c.chance(30)) sentences.push(may(pick(c, AD.duties.reporting)));
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 3: who you are
 * ---------------------------------------------------------------------------------------------- */

function peopleParagraph(c: Ctx): Sentence[] {
  const sentences: Sentence[] = [];
  if (c.chance(35)) sentences.push(may(pick(c, AD.person.traits)));
  if (c.requirements.length > 0) {
    sentences.push(must(pickWith(c, AD.person.requirements, list(c.requirements))));
  }
  if (c.skills.length > 0) {
    const shown = c.some(c.skills, c.int(Math.min(3, c.skills.length), c.skills.length));
    sentences.push(must(pickWith(c, AD.person.skills, list(shown))));
  }
  if (c.chance(70)) sentences.push(may(pick(c, AD.person.level[c.level])));
  if (c.niceToHave.length > 0 && c.chance(75)) {
    sentences.push(may(pickWith(c, AD.person.niceToHave, list(c.niceToHave))));
  }
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 4: what we offer
 * ---------------------------------------------------------------------------------------------- */

function offerParagraph(c: Ctx): Sentence[] {
  const sentences: Sentence[] = [];
  if (c.benefits.length > 0) sentences.push(must(pickWith(c, AD.offer.benefits, list(c.benefits))));
  sentences.push(must(pick(c, AD.offer.employment[c.employment])));
  if (c.visa && c.country && c.city) sentences.push(must(pick(c, AD.offer.visa)));
  if (c.remote) {
    const anywhere =
      c.applicantLocations.length === 0 ||
      c.applicantLocations.some((item) => /^anywhere$/i.test(item));
    sentences.push(
      must(pick(c, anywhere ? AD.offer.remoteAnywhere : AD.offer.remoteFromCountries)),
    );
  } else if (c.hybrid) {
    sentences.push(must(pick(c, AD.offer.hybrid)));
  } else if (c.chance(60)) {
    sentences.push(may(pick(c, AD.offer.onSite)));
  }
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 5: how to apply
 * ---------------------------------------------------------------------------------------------- */

function applyParagraph(c: Ctx): Sentence[] {
  const sentences = [must(pick(c, AD.apply.how)), must(pick(c, AD.apply.process[c.cat]))];
  if (c.chance(40)) sentences.push(may(pick(c, AD.apply.closing)));
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Optional paragraph: the team and the place
 * ---------------------------------------------------------------------------------------------- */

function teamParagraph(c: Ctx): Sentence[] {
  return [may(pick(c, AD.team.company)), may(pick(c, c.remote ? AD.team.remote : AD.team.place))];
}

/* ------------------------------------------------------------------------------------------------
 * Public API
 * ---------------------------------------------------------------------------------------------- */

/**
 * A job ad in four to six plain-text paragraphs separated by blank lines: the company and role,
 * the work, the person, the offer and how to apply, sometimes with a paragraph about the team.
 */
export function writeJobDescription(input: JobTextInput): string {
  const c = adCtx(input);
  const paragraphs = [introParagraph(c), dutiesParagraph(c), peopleParagraph(c)];
  const offer = offerParagraph(c);
  const apply = applyParagraph(c);
  if (c.chance(30)) {
    paragraphs.push(teamParagraph(c), offer, apply);
  } else if (c.chance(25)) {
    paragraphs.push([...offer, ...apply]);
  } else {
    paragraphs.push(offer, apply);
  }
  // Trim optional sentences until the ad fits a length that varies from job to job.
  const budget = c.int(210, 320);
  const words = () => paragraphs.flat().reduce((sum, item) => sum + wordCount(item.text), 0);
  for (;;) {
    const optional = paragraphs.flat().filter((item) => item.optional);
    if (optional.length === 0 || words() <= budget) break;
    const dropped = c.one(optional);
    for (const paragraph of paragraphs) {
      const index = paragraph.indexOf(dropped);
      if (index >= 0) paragraph.splice(index, 1);
    }
    // A dropped sentence is not in the ad, so it no longer counts against the world's limit.
    for (const key of sentenceKeys(dropped.text))
      c.adsWithSentence.set(key, (c.adsWithSentence.get(key) ?? 1) - 1);
  }
  return paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.map((item) => item.text).join(' '))
    .join('\n\n');
}

/* ------------------------------------------------------------------------------------------------
 * Company profiles (`content/jobs/company-profiles.yaml`)
 * ---------------------------------------------------------------------------------------------- */

const PROFILES = readContent<{
  openers: Pool;
  whatWeDo: Pool;
  team: Pool;
  byCategory: ByCategory<Pool>;
  /** Where a company with fewer than two cities is said to be. */
  missingCities: { first: string; second: string };
  culture: string[];
  cultureByCategory: ByCategory<string[]>;
}>('jobs/company-profiles.yaml');

type CompanyCtx = {
  C: string;
  A: string;
  B: string;
  kind: Kind;
  noun: string;
  adjNoun: string;
  team: string | null;
  size: string;
};

type CompanyLine = (filling: Filling) => string;

const companyLinesOf = (templates: Pool): CompanyLine[] =>
  templates.map((template) => (filling: Filling) => fill(template, filling));
const COMPANY_OPENERS = companyLinesOf(PROFILES.openers);
const COMPANY_WHAT = companyLinesOf(PROFILES.whatWeDo);
const COMPANY_TEAM = companyLinesOf(PROFILES.team);
const COMPANY_CATEGORY = Object.fromEntries(
  Object.entries<Pool>(PROFILES.byCategory).map(([category, templates]) => [
    category,
    companyLinesOf(templates),
  ]),
) as ByCategory<CompanyLine[]>;

function profileWords(c: CompanyCtx, one: <T>(items: readonly T[]) => T): Words {
  return {
    company: c.C,
    firstCity: c.A,
    secondCity: c.B,
    aBusiness: withArticle(c.noun),
    aBusinessDescribed: withArticle(c.adjNoun),
    site: c.kind.site,
    sites: plural(c.kind.site),
    audience: c.kind.audience,
    size: c.size,
    aSizedTeam: withArticle(`${c.size} team`),
    headcount: c.team,
    whatWeDo: () => one(c.kind.what),
    hasHeadcount: c.team !== null,
    bigCompany: c.size === 'large' || c.size === 'mid-sized',
  };
}

function plural(noun: string): string {
  if (/(s|sh|ch|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Two to four sentences (40–90 words) about the company, its kind of work and its two cities. */
export function writeCompanyDescription(input: CompanyTextInput): string {
  const { faker } = input;
  const one = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
  const kind = kindOf(input.company, input.category);
  const { first, second } = PROFILES.missingCities;
  const [A = first, B = second] = faker.helpers.shuffle([...input.cities]);
  const noun = one(kind.nouns);
  const c: CompanyCtx = {
    C: input.company,
    A,
    B: B === A ? second : B,
    kind,
    noun,
    adjNoun: `${one(BUSINESSES.companyAdjectives)} ${noun}`,
    team: teamPhrase(input.teamSize),
    size: sizeWord(input.teamSize),
  };
  const filling: Filling = { words: profileWords(c, one), pick: one };
  const sentences = [
    agreeing(() => one(COMPANY_OPENERS)(filling)),
    agreeing(() => one(COMPANY_WHAT)(filling)),
  ];
  const extras = [
    ...faker.helpers.shuffle([one(COMPANY_TEAM), one(COMPANY_CATEGORY[input.category])]),
    ...faker.helpers.shuffle([...COMPANY_TEAM, ...COMPANY_CATEGORY[input.category]]),
  ];
  for (const extra of extras) {
    const words = wordCount(sentences.join(' '));
    if (sentences.length >= 4 || words >= 70) break;
    if (words >= 40 && faker.number.int({ min: 0, max: 99 }) < 35) break;
    const next = agreeing(() => extra(filling));
    if (words + wordCount(next) <= 90 && articlesAgree(next) && !sentences.includes(next)) {
      sentences.push(next);
    }
  }
  return sentences.join(' ');
}

/** One short culture line such as 'Blameless post-mortems and honest feedback'. */
export function companyCulture(faker: Faker, category: JobCategory): string {
  const own = faker.helpers.arrayElement(PROFILES.cultureByCategory[category]);
  const words = new Set(own.split(' ').filter((word) => word.length > 4));
  const others = PROFILES.culture.filter(
    (item) => !item.split(' ').some((word) => words.has(word)),
  );
  const parts = faker.helpers.shuffle([
    own,
    ...faker.helpers.arrayElements(others, faker.number.int({ min: 0, max: 99 }) < 80 ? 2 : 1),
  ]);
  if (parts.length === 3) return capitalise(`${parts[0]}, ${parts[1]} and ${parts[2]}`);
  const [first = own, second = ''] = parts;
  const joiner = / and /.test(`${first} ${second}`)
    ? ', '
    : faker.helpers.arrayElement([' and ', ', ']);
  return capitalise(`${first}${joiner}${second}`);
}
