/**
 * Job-board text for the mock jobs: descriptions, company blurbs and culture lines that read as if
 * an employer wrote them. Every sentence is assembled from the job's own facts (company, title,
 * city, skills, benefits) plus a pick from a pool of phrasings, so the 220 seeded ads do not repeat
 * each other. Randomness comes only from the faker passed in, so the seeded world stays identical.
 */
import type { Faker } from '@faker-js/faker';
import { countries, places, type Place } from '../places';
import { capitalise, indefiniteArticle, numberWord } from './grammar';

type JobCategory = 'tech' | 'teaching' | 'hospitality' | 'marketing' | 'healthcare';
type JobLevel = 'entry' | 'mid' | 'senior' | 'lead';
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

const KINDS: Record<JobCategory, Kind[]> = {
  tech: [
    {
      words: ['Pay'],
      nouns: ['payments company', 'fintech start-up'],
      what: [
        'help shops and online merchants take payments by card, QR code and e-wallet',
        'build payment tools for small businesses that have outgrown cash',
      ],
      site: 'office',
      audience: 'merchants',
    },
    {
      words: ['Logistics'],
      nouns: ['logistics technology company', 'delivery software start-up'],
      what: [
        'build the software behind same-day delivery for shops and restaurants',
        'help couriers and warehouses plan routes and track parcels',
      ],
      site: 'office',
      audience: 'shippers',
    },
    {
      words: ['Health Tech'],
      nouns: ['health technology company', 'health tech start-up'],
      what: [
        'build booking and patient-record software for clinics',
        'make the apps clinics use to book appointments and follow up with patients',
      ],
      site: 'office',
      audience: 'clinics',
    },
    {
      words: ['Cloud'],
      nouns: ['cloud platform company', 'infrastructure start-up'],
      what: [
        'run hosting and deployment tools for engineering teams',
        'help development teams ship software without babysitting servers',
      ],
      site: 'office',
      audience: 'engineering teams',
    },
    {
      words: ['Systems'],
      nouns: ['business software company', 'B2B software company'],
      what: [
        'make back-office software for hotels, schools and clinics',
        'build the scheduling and invoicing systems that service businesses run on',
      ],
      site: 'office',
      audience: 'business customers',
    },
    {
      words: ['Labs'],
      nouns: ['product studio', 'software company'],
      what: [
        'design and build web and mobile products for companies across Asia',
        'turn early product ideas into apps people actually use',
      ],
      site: 'office',
      audience: 'clients',
    },
    {
      words: ['Digital'],
      nouns: ['digital product company', 'software consultancy'],
      what: [
        'build apps, websites and internal tools for travel and retail brands',
        'help traditional businesses move their services online',
      ],
      site: 'office',
      audience: 'clients',
    },
    {
      words: ['Tech'],
      nouns: ['technology company', 'software company'],
      what: [
        'build booking and membership software for gyms, studios and salons',
        'make software that helps small businesses run their day',
      ],
      site: 'office',
      audience: 'customers',
    },
  ],
  teaching: [
    {
      words: ['International School'],
      nouns: ['international school', 'bilingual international school'],
      what: [
        'teach an international curriculum to children aged three to eighteen',
        'run a primary and secondary school for local and expat families',
      ],
      site: 'campus',
      audience: 'students',
    },
    {
      words: ['Language Centre'],
      nouns: ['language centre', 'English language centre'],
      what: [
        'teach English to children, teenagers and working adults',
        'run evening and weekend English courses for learners of every level',
      ],
      site: 'centre',
      audience: 'students',
    },
    {
      words: ['English School'],
      nouns: ['English school', 'language school'],
      what: [
        'teach English in small, lively classes',
        'help young learners and adults build confidence in English',
      ],
      site: 'school',
      audience: 'students',
    },
    {
      words: ['Academy'],
      nouns: ['tutoring academy', 'exam preparation academy'],
      what: [
        'prepare students for IELTS, IGCSE and university entrance exams',
        'coach teenagers through the exams that decide their next step',
      ],
      site: 'academy',
      audience: 'students',
    },
    {
      words: ['Learning'],
      nouns: ['education company', 'learning company'],
      what: [
        'run classes in person and online for learners of all ages',
        'teach English and study skills in small groups and one-to-one',
      ],
      site: 'centre',
      audience: 'learners',
    },
  ],
  hospitality: [
    {
      words: ['Hospitality Group'],
      nouns: ['hospitality group'],
      what: [
        'run hotels, restaurants and a beach club',
        'operate hotels and restaurants across the region',
      ],
      site: 'hotel',
      audience: 'guests',
    },
    {
      words: ['Resorts'],
      nouns: ['resort group', 'beach resort group'],
      what: [
        'run resorts by the sea and in the hills',
        'look after guests at our beachfront and island resorts',
      ],
      site: 'resort',
      audience: 'guests',
    },
    {
      words: ['Hotels'],
      nouns: ['hotel group', 'boutique hotel group'],
      what: [
        'run city hotels for business and leisure travellers',
        'operate boutique hotels with a strong local character',
      ],
      site: 'hotel',
      audience: 'guests',
    },
    {
      words: ['Retreats'],
      nouns: ['wellness retreat company', 'retreat operator'],
      what: [
        'host yoga, wellness and diving retreats',
        'run small retreats where guests come to rest, dive and eat well',
      ],
      site: 'retreat',
      audience: 'guests',
    },
    {
      words: ['Hostels'],
      nouns: ['hostel group', 'hostel brand'],
      what: [
        'run social hostels for backpackers and digital nomads',
        'operate design-led hostels with coworking space and a rooftop bar',
      ],
      site: 'hostel',
      audience: 'guests',
    },
    {
      words: ['Travel'],
      nouns: ['travel company', 'tour operator'],
      what: [
        'design small-group tours and tailor-made trips',
        'run tours, transfers and day trips for independent travellers',
      ],
      site: 'office',
      audience: 'travellers',
    },
  ],
  marketing: [
    {
      words: ['Media'],
      nouns: ['media company', 'digital publisher'],
      what: [
        'publish travel and lifestyle stories for readers across Asia',
        'run travel websites, newsletters and video channels',
      ],
      site: 'office',
      audience: 'readers',
    },
    {
      words: ['Agency'],
      nouns: ['marketing agency', 'digital marketing agency'],
      what: [
        'run campaigns for hotels, airlines and consumer brands',
        'plan and buy digital media for brands entering Asian markets',
      ],
      site: 'office',
      audience: 'clients',
    },
    {
      words: ['Creative'],
      nouns: ['creative agency', 'creative studio'],
      what: [
        'make campaigns, video and brand identities for regional clients',
        'create the ideas, films and social content behind well-known local brands',
      ],
      site: 'studio',
      audience: 'clients',
    },
    {
      words: ['Brands'],
      nouns: ['consumer brands company', 'brand-building company'],
      what: [
        'build and grow direct-to-consumer brands in beauty, food and travel gear',
        'launch and market our own lifestyle brands online',
      ],
      site: 'office',
      audience: 'customers',
    },
    {
      words: ['Commerce'],
      nouns: ['e-commerce company', 'online retailer'],
      what: [
        'sell home and lifestyle products online across Southeast Asia',
        'run online shops and marketplace stores for local makers',
      ],
      site: 'office',
      audience: 'customers',
    },
    {
      words: ['Studio'],
      nouns: ['content studio', 'design studio'],
      what: [
        'produce content and social campaigns for brands',
        'shoot, write and edit content for travel and food brands',
      ],
      site: 'studio',
      audience: 'clients',
    },
  ],
  healthcare: [
    {
      words: ['Medical'],
      nouns: ['medical group', 'private medical group'],
      what: [
        'run outpatient clinics for local and international patients',
        'provide family medicine, dental care and physiotherapy under one roof',
      ],
      site: 'clinic',
      audience: 'patients',
    },
    {
      words: ['Clinic'],
      nouns: ['private clinic', 'international clinic'],
      what: [
        'offer general practice, vaccinations and travel medicine',
        'look after residents, expats and travellers with walk-in and booked appointments',
      ],
      site: 'clinic',
      audience: 'patients',
    },
    {
      words: ['Hospital'],
      nouns: ['private hospital', 'international hospital'],
      what: [
        'provide inpatient and outpatient care with a dedicated international patient desk',
        'run a full-service hospital with emergency, surgical and maternity care',
      ],
      site: 'hospital',
      audience: 'patients',
    },
    {
      words: ['Health'],
      nouns: ['healthcare provider', 'health company'],
      what: [
        'run neighbourhood clinics and a telehealth service',
        'combine in-person clinics with video consultations',
      ],
      site: 'clinic',
      audience: 'patients',
    },
    {
      words: ['Care'],
      nouns: ['care provider', 'primary care provider'],
      what: [
        'provide primary care, home visits and telehealth consultations',
        'offer everyday healthcare, from check-ups to follow-up for long-term conditions',
      ],
      site: 'clinic',
      audience: 'patients',
    },
  ],
};

/** Used when a company name does not end in one of the words above. */
const FALLBACK_KINDS: Record<JobCategory, Kind> = {
  tech: {
    words: [],
    nouns: ['technology company', 'software company'],
    what: ['build software for businesses across Asia', 'make web and mobile products'],
    site: 'office',
    audience: 'customers',
  },
  teaching: {
    words: [],
    nouns: ['education provider', 'language school'],
    what: ['teach English and academic subjects', 'run classes for children and adults'],
    site: 'school',
    audience: 'students',
  },
  hospitality: {
    words: [],
    nouns: ['hospitality group', 'hotel company'],
    what: ['run hotels and guesthouses', 'look after travellers from all over the world'],
    site: 'hotel',
    audience: 'guests',
  },
  marketing: {
    words: [],
    nouns: ['marketing company', 'marketing agency'],
    what: ['run digital campaigns for brands', 'help brands reach customers across Asia'],
    site: 'office',
    audience: 'clients',
  },
  healthcare: {
    words: [],
    nouns: ['healthcare provider', 'private clinic'],
    what: ['provide primary and specialist care', 'look after local and international patients'],
    site: 'clinic',
    audience: 'patients',
  },
};

function kindOf(company: string, category: JobCategory): Kind {
  const lower = company.toLowerCase();
  return (
    KINDS[category].find((kind) =>
      kind.words.some((word) => lower.endsWith(` ${word.toLowerCase()}`)),
    ) ?? FALLBACK_KINDS[category]
  );
}

const MANAGERS: Record<JobCategory, string[]> = {
  tech: ['our Head of Engineering', 'the CTO', 'our VP of Engineering', 'the Head of Product'],
  teaching: [
    'the Head of Teaching',
    'the Director of Studies',
    'the Academic Director',
    'the Head of Department',
  ],
  hospitality: [
    'the General Manager',
    'the Hotel Manager',
    'the Operations Director',
    'the Resident Manager',
  ],
  marketing: [
    'the Head of Marketing',
    'our Marketing Director',
    'the Head of Growth',
    'one of the founders',
  ],
  healthcare: [
    'the Medical Director',
    'the Clinic Manager',
    'the Head of Nursing',
    'the Clinical Lead',
  ],
};

/** The part of a company the job sits in: 'the Harbour Labs product team'. */
const DEPARTMENTS: Record<JobCategory, string[]> = {
  tech: ['product', 'engineering'],
  teaching: ['teaching', 'academic'],
  hospitality: ['operations', 'guest services'],
  marketing: ['marketing', 'growth'],
  healthcare: ['clinical', 'patient care'],
};

const PARTNERS: Record<JobCategory, string[]> = {
  tech: ['product and design', 'the customer support team', 'our data team', 'the other engineers'],
  teaching: [
    'the local teaching assistants',
    'the other teachers in your year group',
    'the admissions team',
    'the class tutors',
  ],
  hospitality: [
    'the housekeeping and kitchen teams',
    'the sales office',
    'the duty managers',
    'the front office',
  ],
  marketing: ['sales and design', 'the content team', 'our regional partners', 'the product team'],
  healthcare: [
    'the nursing team',
    'reception and billing',
    'visiting specialists',
    'the interpreters',
  ],
};

const GOALS: Record<JobCategory, string[]> = {
  tech: ['ship better software, faster', 'keep customers happy', 'build things that last'],
  teaching: [
    'give students lessons they remember',
    'help every learner make real progress',
    'keep parents confident in what we do',
  ],
  hospitality: [
    'keep guests coming back',
    'earn the reviews we are proud of',
    'make every stay feel personal',
  ],
  marketing: [
    'reach the right people',
    'turn attention into customers',
    'grow without wasting budget',
  ],
  healthcare: [
    'give patients care they trust',
    'keep waiting times short',
    'make every visit feel safe and unhurried',
  ],
};

const TRAITS: Record<JobCategory, string[]> = {
  tech: [
    'enjoys finishing things as much as starting them',
    'writes code that colleagues can still read a year later',
    'asks why before asking how',
    'prefers small, frequent releases to big launches',
    'would rather fix the root cause than patch the symptom',
    'explains technical trade-offs in plain language',
    'cares about the people using what they build',
    'stays calm when production is not',
  ],
  teaching: [
    'loves the moment a shy student finally speaks up',
    'plans carefully but can change course mid-lesson',
    'keeps a classroom lively without losing control of it',
    'treats parents as partners',
    'enjoys working with colleagues from different countries',
    'sees feedback as part of the job',
    'is patient with beginners and stretches strong students',
    'brings the same energy to an early class as to a late one',
  ],
  hospitality: [
    'notices the small things guests never mention',
    'stays calm when three things go wrong at once',
    'leads from the floor rather than the back office',
    'enjoys working with people from many cultures',
    'can be firm with a supplier and kind to a tired guest in the same hour',
    'takes pride in a spotless lobby',
    'is happy to work while others are on holiday',
    'turns complaints into loyal guests',
  ],
  marketing: [
    'can write a headline and read a spreadsheet',
    'tests ideas instead of arguing about them',
    'knows what travellers in Asia actually search for',
    'enjoys turning data into a story',
    'is curious about why campaigns fail as well as why they work',
    'keeps a list of ideas and actually uses it',
    'is comfortable presenting results to clients',
    'writes clearly and edits ruthlessly',
  ],
  healthcare: [
    'listens first and explains clearly',
    'stays calm and kind under pressure',
    'respects patients from every culture and background',
    'keeps careful notes even on busy days',
    'works well in a multilingual team',
    'asks for a second opinion when it matters',
    'enjoys teaching patients how to look after themselves',
    'takes infection control seriously',
  ],
};

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
  /** One of the strings given. */
  o: (...options: string[]) => string;
  /** n different items, in random order. */
  some: <T>(items: readonly T[], n: number) => T[];
  chance: (percent: number) => boolean;
  int: (min: number, max: number) => number;
  cat: JobCategory;
  level: JobLevel;
  employment: JobEmployment;
  /** Company name as written. */
  C: string;
  /** The full listed title. */
  T: string;
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

function makeCtx(input: JobTextInput): Ctx {
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
  const pickWhere = (): string =>
    remote
      ? one([
          'to work fully remotely',
          'on a fully remote basis',
          'to join us remotely',
          'for a fully remote position',
        ])
      : hybrid
        ? one([
            `in ${city} on a hybrid schedule`,
            `for our ${city} ${site}, with a hybrid week`,
            `based in ${city}, splitting the week between home and the ${site}`,
          ])
        : one([`in ${city}`, `at our ${city} ${site}`, `in ${cityCountry}`]);
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
  /** The neighbourhood the office, school or clinic is in. */
  const hoods =
    place?.neighborhoods
      .map((name) => LOCAL_NAMES[place.city]?.[name] ?? name)
      .filter((name) => !/(^|[\s'’])an$/i.test(name)) ?? [];
  const hood = hoods.length > 0 ? one(hoods) : null;
  const cityPlace = (): string =>
    one(
      hood
        ? [`in ${city}`, `at our ${hood} ${site}`, `at our ${city} ${site}`]
        : [`in ${city}`, `at our ${city} ${site}`],
    );

  return {
    one,
    adsWithSentence: sentenceCounts(faker),
    o: (...options) => one(options),
    some,
    chance: (percent) => faker.number.int({ min: 0, max: 99 }) < percent,
    int: (min, max) => faker.number.int({ min, max }),
    cat: input.category,
    level: input.level,
    employment: input.employment,
    C,
    T: input.title,
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
    inCity: city ? `in ${city}` : one(['across the region', 'around Asia', 'in several countries']),
    where,
    manager: one(MANAGERS[input.category]),
    partner: one(PARTNERS[input.category]),
    goal: one(GOALS[input.category]),
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
          ? one([`at ${C}`, `at ${C} in ${city}`])
          : `at ${C}`
        : cityPlace(),
    crew: () =>
      anchor() === 'company'
        ? one([
            `the ${C} team`,
            ...DEPARTMENTS[input.category].map((name) => `the ${C} ${name} team`),
          ])
        : one([
            `our ${city} team`,
            `the team in ${city}`,
            ...(hood ? [`the team in ${hood}`] : []),
          ]),
    role: () =>
      anchor() === 'company'
        ? one([`this role at ${C}`, `the ${R} role at ${C}`])
        : one([
            `this role in ${city}`,
            `the ${R} role in ${city}`,
            ...(hood ? [`this role at our ${hood} ${site}`] : []),
          ]),
    who: () =>
      anchor() === 'company'
        ? C
        : one([`our ${city} ${site}`, ...(hood ? [`our ${hood} ${site}`] : [])]),
  };
}

function skillPair(c: Ctx): [string, string] {
  const [first, second] = c.some(c.skills, 2);
  return [first ?? 'our core tools', second ?? 'the basics of the job'];
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
 * Paragraph 1: the company and the role
 * ---------------------------------------------------------------------------------------------- */

const INTRO_OPENERS: Line[] = [
  (c) => `${c.C} is looking for ${c.aT} to join the team ${c.where}.`,
  (c) => `We are ${c.C}, and we are hiring ${c.aT} ${c.where}.`,
  (c) => `Our team at ${c.C} is growing, and we are now looking for ${c.aT} ${c.where}.`,
  (c) => `${c.C} has an opening for ${c.aT} ${c.where}.`,
  (c) => `${c.C} is recruiting ${c.aT} ${c.where}.`,
  (c) => `We have a new opening at ${c.C} for ${c.aT} ${c.where}.`,
  (c) =>
    `After a busy ${c.o('year', 'season', 'few months')}, ${c.C} is bringing on ${c.aT} ${c.where}.`,
  (c) => `Come and work with us: ${c.C} is searching for ${c.aT} ${c.where}.`,
  (c) => `${c.C} is on the lookout for ${c.aT} ${c.where}.`,
  (c) => `If you have been waiting for the right move, ${c.C} is hiring ${c.aT} ${c.where}.`,
  (c) => `${c.C} would like to meet ${c.aT} ${c.where}.`,
  (c) => `We need ${c.aT} ${c.where}, and ${c.C} would ${c.o('love', 'like')} to hear from you.`,
  (c) => `This is a chance to join ${c.C} as ${c.aT} ${c.where}.`,
  (c) =>
    `${c.C} is ${c.o('expanding', 'growing', 'taking on more work')}, so we are hiring ${c.aT} ${c.where}.`,
];

const INTRO_COMPANY: Line[] = [
  (c) =>
    `${c.C} is ${withArticle(`${c.size} ${c.noun}`)} ${c.city ? `based in ${c.city}` : 'with a remote team'}: we ${c.one(c.kind.what)}.`,
  (c) =>
    `If you have not come across ${c.C} before, we are ${withArticle(c.noun)} ${c.city ? `in ${c.city}` : 'working across Asia'} and we ${c.one(c.kind.what)}.`,
  (c) =>
    `We are ${withArticle(c.noun)}, and ${c.C} exists to ${c.one(c.kind.what)} ${c.city ? `from ${c.city}` : 'with a team spread across Asia'}.`,
  (c) =>
    `In short, ${c.C} exists to ${c.one(c.kind.what)}, and our ${c.kind.audience} ${c.city ? `in and around ${c.city}` : 'across the region'} keep us busy.`,
  (c) =>
    `${c.C} started as a small ${c.noun}${c.city ? ` in ${c.city}` : ''} and today we ${c.one(c.kind.what)}${c.team ? `, with ${c.team} on the team` : ''}.`,
  (c) =>
    `As ${withArticle(c.noun)} ${c.city ? `in ${c.city}` : 'working remotely'}, ${c.C} has ${c.o('one simple job', 'a clear purpose', 'a simple mission')}: to ${c.one(c.kind.what)}.`,
  (c) =>
    `Our ${c.kind.audience} ${c.inCity} know ${c.C} as ${withArticle(c.noun)} that ${c.o('keeps its promises', 'answers the phone', 'does things properly')}.`,
  (c) =>
    `${c.team ? `With ${c.team}` : `As ${withArticle(`${c.size} team`)}`}, ${c.C} is ${withArticle(c.noun)}${c.city ? ` in ${c.city}` : ''} that likes to ${c.goal}.`,
  (c) =>
    `What we do at ${c.C} is ${c.o('straightforward', 'easy to explain', 'simple to describe')}: we ${c.one(c.kind.what)}${c.city ? `, and ${c.city} is ${c.o('where it all started', 'one of our busiest bases', 'a big part of that')}` : `, with people across ${c.o('Asia', 'the region', 'several countries')}`}.`,
];

const INTRO_EXTRA: Record<JobCategory, Line[]> = {
  tech: [
    (c) =>
      `You will join a ${c.o('product-minded', 'small, senior', 'friendly')} team ${c.at()} that ships ${c.o('several times a day', 'most days', 'every week')}.`,
    (c) =>
      `Our ${c.kind.audience} rely on us every day, so work done ${c.at()} reaches them ${c.o('quickly', 'within days', 'fast')}.`,
    (c) =>
      `We have ${c.o('paying customers', 'a product people rely on', 'steady revenue')} and a ${c.o('short', 'sensible', 'realistic')} roadmap, and you will help shape what comes next ${c.at()}.`,
  ],
  teaching: [
    (c) =>
      `Our ${c.kind.audience} ${c.city ? `in ${c.city}` : `online at ${c.C}`} range from ${c.o('young learners', 'six-year-olds', 'primary pupils')} to ${c.o('working adults', 'university applicants', 'teenagers sitting exams')}.`,
    (c) =>
      `We keep classes ${c.o('small', 'deliberately small', 'manageable')} ${c.at()}, and you will have ${c.o('proper planning time', 'a supportive head of department', 'good resources')} from the start.`,
    (c) =>
      `Teachers stay with ${c.who()} for ${c.o('years', 'a long time', 'several years')} on average, and we hope you will too.`,
  ],
  hospitality: [
    (c) =>
      `Many of our guests ${c.inCity} come back ${c.o('year after year', 'every season', 'more than once')}, and they notice who looks after them.`,
    (c) =>
      `You will join a ${c.o('close-knit', 'multicultural', 'hard-working')} team ${c.at()} that takes real pride in ${c.o('its reviews', 'the little details', 'a warm welcome')}.`,
    (c) =>
      `We are ${c.o('independent', 'owner-run', 'locally managed')}, so decisions ${c.at()} are made on the spot rather than at head office.`,
  ],
  marketing: [
    (c) =>
      `You will work across ${c.o('paid, organic and partner channels', 'search, social and email', 'content and performance')} for ${c.C} and its ${c.kind.audience}.`,
    (c) =>
      `We are ${c.o('small enough', 'lean enough', 'nimble enough')} that you will see the effect of your work ${c.at()} within weeks.`,
    (c) =>
      `Budgets ${c.at()} are ${c.o('real', 'sensible', 'modest but real')} and targets are ${c.o('fair', 'agreed together', 'realistic')}.`,
  ],
  healthcare: [
    (c) =>
      `We look after ${c.o('residents, expats and travellers', 'families and travellers', 'local and international patients')} ${c.at()}, and you will see all of them.`,
    (c) =>
      `Clinical standards ${c.at()} are ${c.o('high', 'taken seriously', 'regularly audited')}, and you will have the time to meet them.`,
    (c) =>
      `Patients choose ${c.C} because we ${c.o('take time with them', 'explain things clearly', 'do not rush appointments')}.`,
  ],
};

function introParagraph(c: Ctx): Sentence[] {
  const sentences = [must(pick(c, INTRO_OPENERS)), must(pick(c, INTRO_COMPANY))];
  if (c.chance(35)) sentences.push(may(pick(c, INTRO_EXTRA[c.cat])));
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 2: what you will do
 * ---------------------------------------------------------------------------------------------- */

type DutyLine = (c: Ctx, duty: string) => string;

const FIRST_DUTY: DutyLine[] = [
  (c, r) => `As our ${c.R} ${c.city ? `in ${c.city}` : `at ${c.C}`}, you will ${r}.`,
  (c, r) => `Day to day ${c.at()}, you will ${r}.`,
  (c, r) =>
    `In your first ${c.o('few months', 'weeks', 'quarter')}, your focus ${c.at()} will be to ${r}, with support from ${c.manager}.`,
  (c, r) => `The core of ${c.role()} is to ${r}.`,
  (c, r) => `Your week as ${c.aR} ${c.at()} starts with the basics: you ${r}.`,
  (c, r) =>
    `In practice, you will ${r}${c.city ? ` ${c.at()}` : ` for ${c.C}, ${c.o('wherever you are working from that day', 'from wherever you work best', 'from home or anywhere else')}`}.`,
  (c, r) => `We are counting on the new ${c.R} ${c.at()} to ${r}.`,
  (c, r) =>
    `The ${c.R} ${c.at()} is trusted to ${r} ${c.o('from day one', 'without micromanagement', 'with real autonomy')}.`,
  (c, r) =>
    `From your first ${c.o('week', 'month', 'day')} ${c.at()} you will ${r}, with ${c.partner} close at hand.`,
  (c, r) => `Put simply, you will ${r} and help ${c.who()} ${c.goal}.`,
  (c, r) =>
    `The main part of the job is to ${r}, ${c.o('hand in hand', 'working closely', 'side by side')} with ${c.crew()}.`,
  (c, r) => `Most of your time as ${c.aR} ${c.at()} will go into one thing: you will ${r}.`,
];

const MORE_DUTIES: DutyLine[] = [
  (c, r) => `Alongside that, you will ${r} and share what you learn with ${c.crew()}.`,
  (c, r) => `You will also ${r}, which is a big part of how we work ${c.at()}.`,
  (c, r) => `Another part of ${c.role()} is to ${r}.`,
  (c, r) => `Expect to ${r} too, with plenty of input from ${c.manager} ${c.at()}.`,
  (c, r) => `On other days you will ${r}, and nobody ${c.at()} expects you to do it alone.`,
  (c, r) => `Beyond that, the ${c.R} ${c.at()} will ${r}.`,
  (c, r) => `${capitalise(c.who())} will also look to you to ${r}.`,
  (c, r) =>
    `${c.o('Depending on the week', 'Some weeks', 'As the need arises')}, you will also ${r} ${c.at()}.`,
  (c, r) => `Part of the ${c.R} brief ${c.at()} is also to ${r}.`,
  (c, r) => `Outside the core work ${c.at()}, you will ${r}.`,
  (c, r) => `When things get busy ${c.at()}, the ${c.R} will also ${r}.`,
  (c, r) =>
    `Now and then you will also ${r}, depending on what ${c.crew()} needs ${c.o('that month', 'that week', 'at the time')}.`,
  (c, r) => `You will ${r} as well, especially in your first months ${c.at()}.`,
  (c, r) =>
    `Finally, we would like you to ${r} as ${c.who()} ${c.o('grows', 'gets busier', 'takes on more work')}.`,
  (c, r) => `Some weeks will also see you ${r} alongside ${c.crew()}.`,
  (c, r) => `It also falls to the ${c.R} ${c.at()} to ${r}.`,
];

const DUTY_FLAVOUR: Record<JobCategory, Line[]> = {
  tech: [
    (c) =>
      `Most of the work happens in ${list(c.some(c.skills, 3))}, and we release ${c.o('several times a day', 'most days', 'at least weekly')}.`,
    (c) =>
      `We keep meetings short ${c.at()}: a ${c.o('fifteen-minute', 'ten-minute')} stand-up, planning ${c.o('every two weeks', 'once a fortnight')} and ${c.o('written updates for the rest', 'short written notes the rest of the time', 'async updates in between')}.`,
    (c) => {
      const [a, b] = skillPair(c);
      return `You will spend most days in ${a} and ${b} ${c.at()}, pairing up when a problem deserves two heads.`;
    },
    (c) =>
      `Every change ${c.at()} goes through code review and automated tests, and ${c.o('nobody', 'no one')} ships alone ${c.o('on a Friday afternoon', 'late on a Friday', 'the day before a holiday')}.`,
    (c) =>
      `Engineers ${c.at()} join the on-call rota about once every ${c.o('six', 'seven', 'eight')} weeks, and ${c.o('quiet nights are the norm', 'most weeks on call pass quietly', 'real call-outs are rare')}.`,
    (c) =>
      `You will have a say in technical decisions ${c.at()} from day one, from how we use ${c.one(c.skills)} to when it is time to retire old code.`,
    (c) =>
      `Our ${c.kind.audience} are spread across ${c.o('several countries', 'the region', 'Southeast and East Asia')}, so what you build ${c.at()} ${c.o('works in more than one language and currency', 'has to handle several languages and currencies', 'must cope with many languages, currencies and time zones')}.`,
    (c) =>
      `We write things down ${c.at()}: ${c.o('design docs, decision records and a short weekly note', 'short design docs and a weekly written update', 'proposals, decision records and release notes', 'short proposals before code and runbooks after it', 'a weekly note, design docs and a changelog people read')}.`,
    (c) =>
      `Roughly ${c.o('a fifth', 'a quarter', 'one day in five', 'a sixth')} of each sprint ${c.at()} is set aside for ${c.o('tidying up, not just new features', 'paying down technical debt', 'upgrades and refactoring')}.`,
  ],
  teaching: [
    (c) =>
      `Classes ${c.at()} usually have ${c.o('eight to twelve', 'twelve to sixteen', 'no more than eighteen')} students, so you will know every learner by name ${c.o('within a couple of weeks', 'by the end of your first month', 'within days')}.`,
    (c) =>
      `A full timetable ${c.at()} is ${c.o('eighteen to twenty-two', 'around twenty', 'twenty-two to twenty-five')} contact hours a week, with ${c.o('planning time built in', 'marking and planning time on top', 'one free period a day for planning')}.`,
    (c) =>
      `${c.city ? `Our students in ${c.city}` : `Students at ${c.C}`} range from ${c.o('young learners', 'primary pupils', 'teenagers')} to ${c.o('adults', 'university applicants', 'working professionals')}, and many are preparing for ${c.o('IELTS', 'IGCSE exams', 'Cambridge exams', 'university entrance')}.`,
    (c) =>
      `You will have a ${c.o('well-stocked', 'well-organised', 'generous')} resource room ${c.at()} and ${c.manager}, who observes to support rather than to judge.`,
    (c) =>
      `Teachers ${c.at()} get ${c.o('two', 'three')} observed lessons a term, each followed by ${c.o('a friendly feedback chat', 'a short, friendly debrief', 'a feedback conversation over coffee')}.`,
    (c) =>
      `Parents ${c.city ? `at ${c.C} in ${c.city}` : `of ${c.C}'s online learners`} are ${c.o('closely involved', 'very involved', 'keen to stay in touch')}, so expect ${c.o('short progress updates', 'termly reports', 'regular messages home')} and parents' evenings.`,
    (c) => {
      const [a, b] = skillPair(c);
      return `You will draw on your ${a} and ${b} every day ${c.at()}.`;
    },
    (c) =>
      `Most lessons ${c.at()} fall ${c.o('between morning and mid-afternoon', 'in the afternoons and on Saturdays', 'in the late afternoon and early evening')}.`,
    (c) =>
      `Every new teacher ${c.at()} gets a ${c.o('one-week', 'two-week')} induction, a buddy and ${c.o('time to sit in on other classes', 'a few weeks of lighter timetables', 'the chance to watch colleagues teach')}.`,
  ],
  hospitality: [
    (c) =>
      `In high season ${c.city ?? 'the region'} is busy ${c.o('from breakfast to last orders', 'from the first check-in to the last orders', 'from early breakfasts to late arrivals')}, and ${c.city ? c.who() : c.C} is no exception.`,
    (c) =>
      `You will work a five-day roster ${c.at()} with two days off in a row and ${c.o('staff meals every shift', 'a proper staff canteen', 'meals on every shift')}.`,
    (c) =>
      `We measure ourselves on ${c.o('reviews', 'return visits', 'guest feedback')} ${c.o('as much as on revenue', 'as much as on occupancy', 'before we look at revenue')} ${c.at()}.`,
    (c) => {
      const [a, b] = skillPair(c);
      return `You will use ${a} and ${b} daily ${c.at()}, with training on our own standards in your first fortnight.`;
    },
    (c) =>
      `${c.city ? `The ${c.site} in ${c.city}` : `Our main ${c.site}`} has ${c.o('forty-two', 'sixty-eight', 'ninety', 'a little over a hundred')} rooms and ${c.o('a restaurant and a pool bar', 'a rooftop bar', 'a busy restaurant and a small spa')}.`,
    (c) =>
      `Peak season ${c.at()} is ${c.o('hard work', 'long days and full houses', 'busy and demanding')}, and the quieter months are for ${c.o('training and leave', 'refurbishment and training', 'time off and new menus')}.`,
    (c) =>
      `Uniforms, meals on duty and ${c.o('laundry', 'transport after late shifts', 'staff housing help')} are covered ${c.at()}, so you can ${c.o('focus on the guests', 'keep your mind on the guests', 'give the guests your full attention')}.`,
    (c) =>
      `You will be the person guests remember, whether that is a smooth check-in, ${c.o('a birthday surprise', 'an upgrade for a honeymoon', 'a lost passport tracked down')} or a quick fix at ${c.o('midnight', 'two in the morning', 'the worst possible moment')} ${c.at()}.`,
    (c) =>
      `Handovers ${c.at()} are ${c.o('short and written', 'written and brief', 'quick and written down')}, so nobody starts a shift ${c.o('guessing', 'in the dark', 'chasing information')}.`,
  ],
  marketing: [
    (c) =>
      `${capitalise(c.who())} works with ${list(c.some(['hotels', 'airlines', 'fintech apps', 'consumer brands', 'tourism boards', 'restaurant groups'], 2))}, so no two weeks look quite the same.`,
    (c) => {
      const [a, b] = skillPair(c);
      return `You will spend much of your week ${c.at()} in ${a} and ${b}, with a budget you can actually move between channels.`;
    },
    (c) =>
      `${capitalise(c.who())} publishes in English first, with local versions for ${list(c.some(['Thailand', 'Vietnam', 'Indonesia', 'Malaysia', 'the Philippines', 'Japan', 'South Korea'], 2))}.`,
    (c) =>
      `Every campaign ${c.at()} starts with ${c.o('a one-page brief', 'a short written brief', 'a brief everyone has agreed')} and ends with an honest write-up of what ${c.o('worked and what did not', 'moved the numbers', 'we would do differently')}.`,
    (c) =>
      `We would rather run ${c.o('three', 'four', 'a few')} campaigns well than ten badly, and you will help decide which ones ${c.at()}.`,
    (c) =>
      `We test a lot ${c.at()}, from ${c.o('subject lines', 'ad creative', 'headlines')} to ${c.o('landing pages', 'pricing pages', 'sign-up flows')}.`,
    (c) =>
      `The audiences ${c.C} writes for are mostly in ${list(c.some(['Thailand', 'Singapore', 'Vietnam', 'Malaysia', 'Indonesia', 'Japan', 'Taiwan', 'Hong Kong'], 3))}, so local holidays and shopping festivals shape the calendar.`,
    (c) =>
      `There is a ${c.o('small', 'modest', 'sensible')} production budget for ${c.o('photo and video', 'shoots and short films', 'photography and video')} ${c.at()}, and you will help decide where it goes.`,
    (c) =>
      `You will share results with ${c.manager} ${c.at()} every ${c.o('fortnight', 'month', 'week')}, in plain language rather than ${c.o('slides full of acronyms', 'dashboards nobody reads', 'jargon')}.`,
  ],
  healthcare: [
    (c) =>
      `We see a mix of ${c.o('local residents, expats and travellers', 'residents, expats and visitors', 'families, expats and travellers')} ${c.at()}, so ${c.o('no two days look the same', 'every clinic list is different', 'the work never gets repetitive')}.`,
    (c) =>
      c.languages.length > 0
        ? `Many of our patients ${c.at()} speak ${list(c.languages)} first, and interpreters are ${c.o('on hand', 'a phone call away', 'available')} ${c.o('when you need them', 'for any consultation', 'whenever language gets in the way')}.`
        : `Patients come from many countries, and interpreters join video consultations ${c.at()} when needed.`,
    (c) =>
      `Appointments ${c.at()} are ${c.o('fifteen', 'twenty', 'thirty')} minutes as standard, so you have time to ${c.o('listen rather than rush', 'listen properly', 'explain things without rushing')}.`,
    (c) => {
      const [a, b] = skillPair(c);
      return `You will rely on ${a} and ${b} every day ${c.at()}, with a senior colleague ${c.o('always', 'usually')} a phone call away.`;
    },
    (c) =>
      `Shifts ${c.at()} are planned ${c.o('four', 'six')} weeks ahead, and ${c.o('night cover', 'weekend cover', 'on-call duty')} is shared fairly.`,
    (c) =>
      `We take ${c.o('clinical governance', 'audit and safety', 'clinical standards')} seriously ${c.at()}, ${c.o('without drowning anyone in paperwork', 'but keep the paperwork sensible', 'with as little paperwork as we can manage')}.`,
    (c) =>
      c.city
        ? `Referrals to specialists in ${c.city} are ${c.o('quick', 'straightforward', 'rarely a problem')}, and ${c.who()} has ${c.o('good links with the main private hospitals', 'a short list of specialists it trusts', 'close ties with the big private hospitals')}.`
        : `Referrals go to trusted partner hospitals, so you will always have a clear pathway ${c.at()}.`,
    (c) =>
      `You will have a protected ${c.o('hour', 'half-day')} each ${c.o('week', 'fortnight')} ${c.at()} for case discussion and learning.`,
    (c) =>
      `A dedicated desk ${c.at()} handles ${c.o('insurance paperwork', 'insurance claims and billing', 'billing and direct insurance claims')}, so you can focus on patients.`,
  ],
};

const REPORTING: Line[] = [
  (c) => `You will report to ${c.manager} and work most closely with ${c.partner} ${c.at()}.`,
  (c) =>
    `The ${c.R} reports to ${c.manager} ${c.at()}, with ${c.o('weekly', 'regular', 'fortnightly')} one-to-ones.`,
  (c) => `You will report to ${c.manager} ${c.at()} and spend a lot of time with ${c.partner}.`,
];

function dutiesParagraph(c: Ctx): Sentence[] {
  const duties = c.responsibilities;
  const sentences: Sentence[] = [];
  if (duties[0]) sentences.push(must(pickWith(c, FIRST_DUTY, duties[0])));
  const flavours = new Set<Line>();
  sentences.push(must(pick(c, DUTY_FLAVOUR[c.cat], flavours)));
  const extra = Math.min(duties.length - 1, c.chance(50) ? 2 : 1);
  const moreDuties = new Set<TextLine>();
  duties.slice(1, 1 + extra).forEach((duty, index) => {
    const text = pickWith(c, MORE_DUTIES, duty, moreDuties);
    sentences.push(index === 0 ? must(text) : may(text));
  });
  if (c.chance(25)) sentences.push(may(pick(c, DUTY_FLAVOUR[c.cat], flavours)));
  if (c.chance(30)) sentences.push(may(pick(c, REPORTING)));
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 3: who you are
 * ---------------------------------------------------------------------------------------------- */

const TRAIT_LINES: Line[] = [
  (c) => `The right person for ${c.role()} is someone who ${c.one(TRAITS[c.cat])}.`,
  (c) => {
    const [a, b] = c.some(TRAITS[c.cat], 2);
    return `We would love to meet ${c.aR} who ${a}, and who ${b}.`;
  },
  (c) => `You will thrive ${c.at()} if you are someone who ${c.one(TRAITS[c.cat])}.`,
  (c) => {
    const [a, b] = c.some(TRAITS[c.cat], 2);
    return `Our ideal ${c.R} ${a}, and ${b}.`;
  },
  (c) => {
    const [a, b] = c.some(TRAITS[c.cat], 2);
    return `Above all, ${c.crew()} needs someone who ${a}, and who ${b}.`;
  },
  (c) => `We picture the new ${c.R} as someone who ${c.one(TRAITS[c.cat])}.`,
  (c) => `If you are ${c.aR} who ${c.one(TRAITS[c.cat])}, we should talk.`,
];

const REQUIREMENT_LINES: ((c: Ctx, items: string) => string)[] = [
  (c, l) => `For ${c.role()} we are looking for ${l}.`,
  (c, l) => `To be considered ${c.at()}, you will need ${l}.`,
  (c, l) => `What ${c.who()} needs from you: ${l}.`,
  (c, l) => `The essentials for ${c.role()} are ${l}.`,
  (c, l) => `You will be a good fit ${c.at()} if you bring ${l}.`,
  (c, l) =>
    `${capitalise(c.crew())} will ask about ${l} ${c.o('in the first conversation', 'on the first call', 'early on')}.`,
  (c, l) => `At a minimum, the ${c.R} ${c.at()} needs ${l}.`,
  (c, l) => `Before anything else, ${c.who()} needs ${l}.`,
  (c, l) => `The must-haves for ${c.role()} are ${l}.`,
  (c, l) => `On paper, ${c.role()} means ${l}.`,
  (c, l) => `To do this job well ${c.at()}, you will need ${l}.`,
  (c, l) => `You will need ${l} for ${c.role()}.`,
];

const SKILL_LINES: ((c: Ctx, items: string) => string)[] = [
  (c, l) =>
    `Day to day ${c.at()} you will lean on ${l}, so we want to see ${c.o('real experience there', 'examples of that work', 'evidence of that in your CV')}.`,
  (c, l) =>
    `You should be comfortable with ${l} ${c.o('from the start', 'on a busy day', 'without much supervision')} ${c.at()}.`,
  (c, l) =>
    `Hands-on experience with ${l} matters more to ${c.crew()} than ${c.o('where you studied', 'your job titles so far', 'a long list of certificates')}.`,
  (c, l) =>
    `${capitalise(c.crew())} will ask you about ${l} when you talk, so ${c.o('bring examples', 'come prepared', 'think of a story or two')}.`,
  (c, l) =>
    `Your CV should show real use of ${l}, ${c.o('ideally in a similar role', 'in a job or a serious project', 'in the last few years')}.`,
  (c, l) => `The skills we lean on most in ${c.role()} are ${l}.`,
  (c, l) =>
    `You know your way around ${l}, ${c.o('and can teach others', 'and keep learning', 'and it shows')}.`,
  (c, l) => `Confidence with ${l} is important for ${c.role()}.`,
  (c, l) => `Expect to use ${l} from your first week ${c.at()}.`,
  (c, l) => `Good working knowledge of ${l} will help you settle in quickly ${c.at()}.`,
];

const LEVEL_LINES: Record<JobLevel, Line[]> = {
  entry: [
    (c) =>
      `This is an entry-level position, so we care more about curiosity and reliability than a long CV, and we will train you ${c.o('properly', 'from the ground up', 'on the job')} ${c.at()}.`,
    (c) =>
      `If you are early in your career, ${c.who()} is a good place to learn, with a mentor and ${c.o('weekly', 'regular')} one-to-ones.`,
    (c) =>
      `Graduates and career changers are welcome, and we will help you grow into ${c.role()} ${c.o('at your own pace', 'step by step', 'with a clear plan')}.`,
    (c) =>
      `Up to a year of relevant experience is ${c.o('plenty', 'enough', 'all we ask')} for ${c.role()}.`,
    (c) =>
      `You do not need years of experience to join ${c.crew()}, but you do need to ${c.o('show up ready to learn', 'be curious', 'take feedback well')}.`,
  ],
  mid: [
    (c) =>
      `We are looking for two to four years of relevant experience, enough to take ${c.o('work', 'a project', 'a piece of work')} from start to finish ${c.at()} without close supervision.`,
    (c) =>
      `This is a mid-level position: you will work ${c.o('independently', 'on your own initiative', 'without close supervision')} ${c.at()}, but never in isolation.`,
    (c) =>
      `Ideally you have two to four years behind you and a clear idea of what you want to learn next, and ${c.who()} will help you get there.`,
    (c) =>
      `You have done this kind of work for a few years and can explain your decisions to ${c.partner} ${c.at()}.`,
    (c) =>
      `A few years in a similar role will help, but ${c.o('the way you think', 'how you work', 'your judgement')} matters more to ${c.crew()} than the exact number.`,
  ],
  senior: [
    (c) =>
      `As a senior hire, you will set the standard for ${c.o('this work', 'quality', 'the team')} ${c.at()} and help others reach it.`,
    (c) =>
      `With five or more years of experience, you will be one of the people ${c.crew()} turns to when ${c.o('something is unclear', 'things get difficult', 'a decision is hard')}.`,
    (c) =>
      `This is a senior position ${c.at()}, so we expect you to spot problems early and raise them with ${c.manager}, kindly and directly.`,
    (c) =>
      `You have five or more years in similar roles and would enjoy passing on what you know to ${c.partner} ${c.at()}.`,
    (c) =>
      `Seniority ${c.at()} means judgement more than job titles: you will ${c.o('make calls and explain them', 'make decisions and own them', 'weigh trade-offs and explain them')}.`,
  ],
  lead: [
    (c) =>
      `This is a lead position: you will look after ${c.o('three', 'four', 'five', 'six')} people ${c.at()} and have a real say in hiring.`,
    (c) =>
      `You have led ${c.o('a team', 'people', 'a small team')} before and would enjoy helping people grow ${c.at()} at least as much as doing the work yourself.`,
    (c) =>
      `With seven or more years of experience, some of it in charge of others, you will shape how ${c.crew()} ${c.o('works', 'plans its work', 'hires and grows')}.`,
    (c) =>
      `As the lead ${c.at()}, you will run one-to-ones, plan the ${c.o('quarter', 'rota', 'workload')} with ${c.manager} and step in when the team needs cover.`,
    (c) =>
      `We need someone who has managed people through a busy ${c.o('season', 'year', 'launch')} and can do it again ${c.at()}.`,
  ],
};

const NICE_LINES: ((c: Ctx, items: string) => string)[] = [
  (c, l) => `For ${c.role()}, bonus points for ${l}.`,
  (c, l) => `It would be great if you also brought ${l} to ${c.crew()}.`,
  (c, l) =>
    `${capitalise(l)} would be a plus ${c.at()}, but we will not rule anyone out without it.`,
  (c, l) => `Nice to have for ${c.role()}, but not essential: ${l}.`,
  (c, l) =>
    `${capitalise(c.crew())} would be especially pleased to see ${l} ${c.o('on your CV', 'in your application', 'in your cover note')}.`,
  (c, l) => `Not required, but helpful ${c.at()}: ${l}.`,
  (c, l) =>
    `${capitalise(l)} would make you stand out among ${c.R} applicants ${c.o('for this post', 'this time', 'at ' + c.C)}.`,
  (c, l) => `Extra credit for ${l}, though ${c.role()} does not depend on it.`,
];

function peopleParagraph(c: Ctx): Sentence[] {
  const sentences: Sentence[] = [];
  if (c.chance(35)) sentences.push(may(pick(c, TRAIT_LINES)));
  if (c.requirements.length > 0) {
    sentences.push(must(pickWith(c, REQUIREMENT_LINES, list(c.requirements))));
  }
  if (c.skills.length > 0) {
    const shown = c.some(c.skills, c.int(Math.min(3, c.skills.length), c.skills.length));
    sentences.push(must(pickWith(c, SKILL_LINES, list(shown))));
  }
  if (c.chance(70)) sentences.push(may(pick(c, LEVEL_LINES[c.level])));
  if (c.niceToHave.length > 0 && c.chance(75)) {
    sentences.push(may(pickWith(c, NICE_LINES, list(c.niceToHave))));
  }
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 4: what we offer
 * ---------------------------------------------------------------------------------------------- */

const BENEFIT_LINES: ((c: Ctx, items: string) => string)[] = [
  (c, l) =>
    `In return, ${c.C} offers ${l} ${c.o('to everyone on the team', 'from day one', 'as standard')}.`,
  (c, l) => `This is what you get ${c.at()}: ${l}.`,
  (c, l) => `The package for ${c.role()} includes ${l}.`,
  (c, l) =>
    `Alongside the ${c.o('salary', 'pay')}, you ${c.o('get', 'will receive', 'can expect')} ${l}.`,
  (c, l) => `We look after our people ${c.at()}: ${l} are all part of the deal.`,
  (c, l) => `On top of a fair salary, ${c.C} provides ${l}.`,
  (c, l) => `What ${c.C} offers: ${l}.`,
  (c, l) => `Benefits ${c.at()} include ${l}.`,
  (c, l) => `You can count on ${l} from your first ${c.o('day', 'month', 'week')} ${c.at()}.`,
  (c, l) => `${capitalise(l)} come with ${c.role()}.`,
  (c, l) => `We back the people who join ${c.crew()} with ${l}.`,
  (c, l) => `Everyone ${c.at()} gets ${l}.`,
];

const EMPLOYMENT_LINES: Record<JobEmployment, Line[]> = {
  'full-time': [
    (c) =>
      `This is a permanent, full-time ${c.o('position', 'job', 'role')} ${c.at()}, ${c.o('with a three-month probation', 'with a six-month probation', 'starting as soon as you are free')}.`,
    (c) =>
      `${capitalise(c.role())} is ${c.o('full-time and permanent', 'a permanent, full-time post', 'permanent and full-time')}, with a ${c.o('three-month', 'six-month')} probation period and ${c.o('a review at the end of it', 'a clear plan for your first months', 'a mentor to help you settle')}.`,
    (c) =>
      `It is a full-time role, ${c.o('Monday to Friday', 'five days a week', 'on a five-day week')}, and ${c.who()} is flexible around ${c.o('school runs and appointments', 'family commitments', 'the odd appointment')}.`,
    (c) =>
      `We are offering a full-time, permanent contract, because we are hiring ${c.o('for the long term', 'to grow the team', 'someone to stay')} ${c.at()} ${c.o('and mean it', 'rather than for a season', 'with a view to promotion')}.`,
  ],
  'part-time': [
    (c) =>
      `This is a part-time role of around ${c.o('twenty', 'twenty-four', 'sixteen to twenty')} hours a week, and ${c.who()} will agree the pattern with you.`,
    (c) =>
      `${capitalise(c.role())} is part-time, ${c.o('three days', 'three or four days', 'about half')} a week, which suits people who study or care for family.`,
    (c) =>
      `We are hiring on a part-time basis ${c.at()}, with the option to increase hours ${c.o('later', 'as the team grows', 'if it suits both sides')}.`,
    (c) =>
      `It is a part-time post, and you get the same ${c.o('benefits', 'leave and benefits', 'training and benefits')} as full-time staff ${c.at()}, pro rata.`,
  ],
  contract: [
    (c) =>
      `We are offering ${c.o('a six-month', 'a nine-month', 'a twelve-month')} contract to start ${c.at()}, with a good chance of extension.`,
    (c) =>
      `This is a fixed-term contract ${c.at()}, paid by the hour and invoiced ${c.o('monthly', 'every two weeks', 'at the end of each month')}.`,
    (c) =>
      `${capitalise(c.role())} is a contract of ${c.o('six', 'nine', 'twelve')} months, and we have a good record of renewing contractors who fit.`,
    (c) =>
      `${capitalise(c.who())} is hiring on contract at first, with an open conversation about a permanent role ${c.o('later', 'after the first term', 'once the contract ends')}.`,
  ],
  internship: [
    (c) =>
      `This is a paid internship of ${c.o('three', 'four', 'six')} months, with a mentor from ${c.crew()}.`,
    (c) =>
      `We run this as a paid ${c.o('three-month', 'four-month', 'six-month')} internship ${c.at()}, and ${c.o('several past interns are now on the permanent team', 'most past interns have stayed on', 'our last two interns were offered jobs')}.`,
    (c) =>
      `The internship is paid, lasts ${c.o('three to six', 'four', 'six')} months and ends with an honest conversation about a permanent job ${c.at()}.`,
    (c) =>
      `As an intern ${c.at()} you will have ${c.o('a proper project', 'real work', 'a project of your own')}, a mentor and a stipend, not ${c.o('a stack of photocopying', 'the coffee run', 'busywork', 'filing', 'slides nobody reads')}.`,
  ],
};

const VISA_LINES: Line[] = [
  (c) =>
    `We sponsor the work visa for ${c.role()} and ${c.o('handle', 'take care of', 'deal with')} the paperwork ${c.o('from start to finish', 'with the authorities', 'for you')}.`,
  (c) =>
    `Visa sponsorship is available: ${c.who()} will apply for your work permit in ${c.country} and cover the fees.`,
  (c) =>
    `If you need a visa to work in ${c.country}, ${c.who()} will sponsor it and ${c.o('walk you through every step', 'guide you through the paperwork', 'explain each step as it comes')}.`,
  (c) =>
    `We sponsor work visas, so you do not need to be in ${c.country} ${c.o('already', 'yet', 'at the moment')} to apply for ${c.role()}.`,
  (c) =>
    `Our HR team has sponsored many work permits in ${c.country} and will handle yours for ${c.role()} too, including the ${c.o('medical check', 'bank letter', 'registration')} on arrival in ${c.city}.`,
  (c) =>
    `You do not need the right to work in ${c.country} yet, because ${c.who()} will ${c.o('sponsor your visa', 'arrange and pay for your visa', 'handle your work visa')}.`,
  (c) => `Work visa sponsorship is included, and ${c.who()} pays the permit fees in ${c.country}.`,
  (c) =>
    `${capitalise(c.who())} can sponsor a work visa for ${c.country}, and the ${c.o('relocation paperwork', 'translation of your documents', 'first immigration appointment')} is on us.`,
  (c) =>
    `For candidates moving to ${c.city}, ${c.C} sponsors the visa and helps with the first weeks of paperwork.`,
  (c) =>
    `For applicants from abroad, ${c.C} sponsors the work permit and books the appointments at the immigration office in ${c.city}.`,
];

const ANYWHERE_LINES: Line[] = [
  (c) =>
    `This is a fully remote role open to applicants anywhere, as long as you can overlap ${c.o('four', 'five', 'three')} hours a day with ${c.crew()} in Asian time zones.`,
  (c) =>
    `Where you live is up to you: ${c.C} hires for this role in any country, and most of the team works between UTC+5 and UTC+9.`,
  (c) =>
    `${c.C} is remote-first and open to applicants anywhere, and we pay for ${c.o('a coworking desk', 'your home office setup', 'a decent chair and screen')} if you want one.`,
  (c) =>
    `Applicants from any country are welcome, and you will work with colleagues across ${c.o('five', 'six', 'seven')} time zones at ${c.C}.`,
  (c) =>
    `You can do this job from anywhere, and the ${c.C} team meets in person ${c.o('once a year', 'twice a year', 'every few months')} somewhere in Asia.`,
  (c) =>
    `The ${c.R} can be based anywhere in the world, as long as you can join ${c.C} calls during Asian working hours.`,
  (c) =>
    `We hire remotely without borders at ${c.C}, paying people through ${c.o('a global payroll provider', 'an employer-of-record service', 'local contracts where we can')}.`,
];

const COUNTRY_LINES: Line[] = [
  (c) =>
    `For payroll and tax reasons, ${c.C} can only hire for this role from ${orList(c.applicantLocations)}.`,
  (c) =>
    `This remote role is open to people living in ${orList(c.applicantLocations)}, where ${c.C} can employ you directly.`,
  (c) =>
    `You must be based in ${orList(c.applicantLocations)} to apply, because that is where ${c.C} has its employment set up.`,
  (c) =>
    `The job is fully remote, but ${c.C} needs applicants to live in ${orList(c.applicantLocations)}.`,
  (c) =>
    `We can consider applicants living in ${orList(c.applicantLocations)} for this remote ${c.R} role.`,
  (c) =>
    `Remote, yes, but within limits: ${c.C} hires for this role in ${orList(c.applicantLocations)} only.`,
];

const HYBRID_LINES: Line[] = [
  (c) =>
    `You will work from our ${c.city} ${c.site} two or three days a week and from home ${c.o('the rest of the time', 'on the other days', 'for the rest of the week')}, ${c.o('with core hours in the middle of the day', 'and nobody counts the hours', 'agreed with your manager')}.`,
  (c) =>
    `We run a hybrid week: ${c.o('Tuesdays and Thursdays', 'Mondays and Wednesdays', 'two or three agreed days')} at the ${c.city} ${c.site}, ${c.o('the rest wherever suits you', 'the rest from home or a café', 'the other days wherever you work best')}.`,
  (c) =>
    `This is a hybrid role, so you will need to live within ${c.o('easy reach', 'commuting distance', 'a reasonable journey')} of our ${c.site} in ${c.city}, ${c.o('though the commute only happens a few days a week', 'which most of the team manage by train or scooter', 'ideally no more than an hour away')}.`,
  (c) =>
    `Hybrid working ${c.at()} means ${c.o('two to three', 'two or three')} days a week together, with home days kept for ${c.o('focused work', 'deep work', 'writing and planning')}, and the ${c.R} sets the pattern with the team.`,
  (c) =>
    `You will split the week between home and the ${c.city} ${c.site}, choosing the ${c.o('office days', 'days on site', 'team days')} with ${c.partner}.`,
];

const ON_SITE_REASON: Record<JobCategory, string> = {
  tech: 'the team works best side by side',
  teaching: 'our students need you in the room',
  hospitality: 'our guests need you on the floor',
  marketing: 'shoots and client meetings happen in person',
  healthcare: 'our patients need you in the room',
};

const ONSITE_LINES: Line[] = [
  (c) => {
    const hoods = c.some(c.hoods, 2);
    return hoods.length === 2
      ? `Many of the ${c.C} team live in ${hoods[0]} or ${hoods[1]}, and we are happy to share tips on finding a flat in ${c.city}.`
      : `This role is on site in ${c.city}, and we are happy to share tips on finding a place to live.`;
  },
  (c) => {
    const hood = c.hoods.length > 0 ? c.one(c.hoods) : null;
    return hood
      ? `Our ${c.city} ${c.site} is ${c.o('a short ride', 'ten minutes', 'an easy commute')} from ${hood}.`
      : `This role is based on site in ${c.city}, with no remote option.`;
  },
  (c) => {
    const cost = c.place?.costOfLiving;
    if (cost === 'Low')
      return `${c.city} is one of the more affordable cities in the region, so the ${c.R} salary goes a long way.`;
    if (cost === 'High')
      return `${c.city} is not a cheap place to live, and we have set the ${c.R} package with that in mind.`;
    return `Living costs in ${c.city} are moderate, and the ${c.R} salary leaves room for travel and savings.`;
  },
  (c) =>
    `This role is on site in ${c.city}, because ${ON_SITE_REASON[c.cat]}, and we cover ${c.o('a monthly transport allowance', 'your commute', 'a staff parking space')}.`,
];

function offerParagraph(c: Ctx): Sentence[] {
  const sentences: Sentence[] = [];
  if (c.benefits.length > 0) sentences.push(must(pickWith(c, BENEFIT_LINES, list(c.benefits))));
  sentences.push(must(pick(c, EMPLOYMENT_LINES[c.employment])));
  if (c.visa && c.country && c.city) sentences.push(must(pick(c, VISA_LINES)));
  if (c.remote) {
    const anywhere =
      c.applicantLocations.length === 0 ||
      c.applicantLocations.some((item) => /^anywhere$/i.test(item));
    sentences.push(must(pick(c, anywhere ? ANYWHERE_LINES : COUNTRY_LINES)));
  } else if (c.hybrid) {
    sentences.push(must(pick(c, HYBRID_LINES)));
  } else if (c.chance(60)) {
    sentences.push(may(pick(c, ONSITE_LINES)));
  }
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Paragraph 5: how to apply
 * ---------------------------------------------------------------------------------------------- */

const APPLY_LINES: Line[] = [
  (c) =>
    `To apply, press the Apply button and send your CV with a short cover note about why ${c.C} ${c.o('appeals to you', 'caught your eye', 'feels like the right next step')} as ${c.aR}.`,
  (c) =>
    `${c.o('Click', 'Press', 'Tap')} Apply, attach your CV and add ${c.o('a few lines', 'a short note', 'two or three sentences')} on what you would bring to ${c.role()}.`,
  (c) =>
    `Use the Apply button to send your CV, and keep the cover note short: a few honest lines on why ${c.role()} ${c.o('fits you', 'suits you', 'is your next step')} beat ${c.o('a long letter', 'two pages of adjectives', 'a long essay')}.`,
  (c) =>
    `Hit Apply and tell us, in a short cover note, about ${c.o('a piece of work you are proud of', 'something you improved in your last job', 'a problem you solved recently')} and why you want to join ${c.crew()} ${c.o('now', 'in particular', 'at this point in your career')}.`,
  (c) =>
    `If this sounds like you, apply through the Apply button with your CV and a cover note of no more than ${c.o('a page', 'half a page', 'three paragraphs')} about ${c.role()}.`,
  (c) =>
    `Applications for ${c.role()} go through the Apply button on this page, with a CV and ${c.o('a brief note in English', 'a short cover note', 'a few lines about yourself')}.`,
  (c) =>
    `When you are ready, press Apply, upload your CV and tell us in ${c.o('a few sentences', 'a short note', 'plain words')} why ${c.C}, and why ${c.o('now', 'this job', 'this stage of your career')} for ${c.aR} like you.`,
  (c) =>
    `The quickest way in is the Apply button: send your CV and a ${c.o('short', 'brief', 'one-page')} cover note addressed to ${c.crew()}.`,
  (c) =>
    `Send your application to ${c.crew()} through the Apply button, with a CV and a cover note that mentions ${c.o('one thing', 'a project', 'a moment')} from your time as ${c.aR} that you are proud of.`,
  (c) =>
    `We read every application that arrives through the Apply button, so take ${c.o('a few minutes', 'a little time', 'ten minutes')} over your cover note for ${c.role()}.`,
  (c) =>
    `Apply with your CV and a short cover note through the button on this page, and leave out your photo, since ${c.who()} only needs ${c.o('your experience', 'to know what you can do', 'your CV and your story')}.`,
  (c) =>
    `Press Apply, add your CV and write a few lines telling ${c.crew()} what makes you ${c.aR} worth meeting.`,
];

const PROCESS_LINES: Record<JobCategory, Line[]> = {
  tech: [
    (c) =>
      `The process ${c.at()} is ${c.o('a short call', 'a video call', 'a first chat')} with ${c.manager}, a technical conversation about real work (no whiteboard puzzles) and ${c.o('a chat with the team', 'a coffee with future teammates', 'a call with the team')}.`,
    (c) =>
      `After a first call, we will ask you to ${c.o('pair with one of our engineers for an hour', 'talk us through some work you are proud of', 'complete a small, paid take-home task')}, then meet ${c.manager} ${c.at()} ${c.o('to talk about the role', 'for a final conversation', 'to agree next steps')}.`,
    (c) =>
      `Interviews for ${c.role()} take ${c.o('three', 'two to three')} rounds over about ${c.o('two', 'three')} weeks, and we tell you up front ${c.o('what each one covers', 'who you will meet', 'how to prepare')}.`,
    (c) =>
      `Expect ${c.o('two', 'three')} conversations with ${c.crew()}, one of them ${c.o('technical', 'a practical pairing session', 'a walk through your past work')}, and an answer within ${c.o('a few days', 'a week', 'two or three days')} of the last.`,
    (c) =>
      `Our hiring steps ${c.at()} are ${c.o('simple', 'short', 'few')}: ${c.o('an intro call', 'a video chat', 'a call with the hiring manager')}, ${c.o('a paid take-home task', 'a pairing session', 'a system design chat')} and a meeting with ${c.manager}.`,
  ],
  teaching: [
    (c) =>
      `Shortlisted candidates have a video interview with ${c.manager} and teach a ${c.o('short', 'twenty-minute', 'relaxed')} demo lesson for ${c.C}, ${c.city ? `online or in ${c.city}` : 'online'}.`,
    (c) =>
      `The process ${c.at()} is ${c.o('an interview', 'a video interview', 'a conversation with ' + c.manager)}, a ${c.o('twenty-minute', 'fifteen-minute', 'half-hour')} demo lesson and reference checks.`,
    (c) =>
      `We will invite shortlisted applicants to a ${c.o('friendly', 'relaxed', 'short')} interview and a demo lesson, and ${c.who()} checks ${c.o('references', 'two references', 'references and certificates')} before any offer.`,
    (c) =>
      `Expect a conversation about your teaching, a demo lesson with a small group and ${c.remote ? `a chat with ${c.crew()}` : `${c.o('a tour of', 'a visit to', 'a look around')} ${c.who()}`}, then a decision within ${c.o('a week or so', 'ten days', 'a fortnight')}.`,
    (c) =>
      `If your application fits, ${c.manager} will ${c.o('call you', 'set up a video call', 'invite you to talk')}, and you will then teach a ${c.o('short', 'sample', 'demo')} lesson ${c.at()}.`,
  ],
  hospitality: [
    (c) =>
      `If we like your application, you will have a video call with ${c.manager}, then a ${c.o('trial shift', 'day on property', 'tour of the property')} ${c.at()}.`,
    (c) =>
      `The process ${c.at()} is ${c.o('two interviews', 'two short interviews', 'a phone call and an interview')}, one of them with ${c.manager}, plus reference checks with your previous employers.`,
    (c) =>
      `We will ask you to meet ${c.crew()}, ideally in person ${c.o('during a shift', 'over coffee', 'for an hour or two')}, and we always ${c.o('take up references', 'check references', 'speak to a previous employer')} before making an offer.`,
    (c) =>
      `Expect a short phone screen, a longer interview about how you handle ${c.o('busy days', 'difficult guests', 'a full house')} and a final conversation with ${c.manager} ${c.at()}.`,
    (c) =>
      `Shortlisted applicants meet ${c.manager} ${c.at()} and ${c.o('spend a few hours with the team', 'do a paid trial shift', 'walk the property with a duty manager')} before we make a decision.`,
  ],
  marketing: [
    (c) =>
      `Expect a first call, a small paid task based on a real brief from ${c.crew()} and a final chat with ${c.manager}.`,
    (c) =>
      `Please include links to ${c.o('campaigns', 'work', 'projects')} or ${c.o('writing', 'designs', 'reports')} you are proud of, and ${c.manager} will talk them through with you ${c.at()}.`,
    (c) =>
      `There are ${c.o('two', 'three')} interview steps ${c.at()}, including a ${c.o('short case study', 'small paid exercise', 'portfolio chat')}, and we will tell you ${c.o('what each one covers', 'how to prepare', 'who you will meet')} before it happens.`,
    (c) =>
      `The process for ${c.role()} is a call, a ${c.o('portfolio review', 'short paid exercise', 'case study')} and a meeting with ${c.o('the team', c.manager, 'two future colleagues')}.`,
    (c) =>
      `After ${c.o('a short call', 'an intro call', 'a video chat')}, we will ask you to ${c.o('critique one of our recent campaigns', 'sketch a plan for a real brief', 'review a landing page of ours')} with ${c.manager} ${c.at()}.`,
  ],
  healthcare: [
    (c) =>
      `The process ${c.at()} includes a clinical interview with ${c.manager}, a check of your licence and references, and ${c.o('a visit to the', 'a tour of the', 'a look around the')} ${c.site} if you are nearby.`,
    (c) =>
      `Shortlisted applicants will have ${c.o('two', 'three')} ${c.o('interviews', 'short interviews', 'conversations')} ${c.at()}, one of them clinical, and we verify ${c.o('registration', 'your licence', 'your registration and references')} before any offer.`,
    (c) =>
      `We will ask for your licence details and ${c.o('two', 'two recent', 'at least two')} clinical references, and ${c.crew()} will keep you updated ${c.o('at every step', 'throughout', 'by email and phone')}.`,
    (c) =>
      `Expect a conversation with ${c.manager}, a short scenario-based interview and ${c.remote ? `a video call with ${c.crew()}` : `${c.o('a look around', 'a tour of', 'a visit to')} ${c.who()}, in person or by video`}.`,
    (c) =>
      `After ${c.o('a first call', 'an initial interview', 'a short screening call')} with ${c.manager}, we check your ${c.o('licence', 'registration', 'credentials')} and invite you to meet ${c.crew()}.`,
  ],
};

const CLOSING_LINES: Line[] = [
  (c) =>
    `We reply to every applicant ${c.at()}, including those we cannot take forward, and we ${c.o('never ask for a fee', 'never charge candidates anything')} at any stage.`,
  (c) =>
    `${capitalise(c.who())} welcomes applicants of every ${c.o('background, nationality and age', 'nationality, faith and background', 'age and background')}.`,
  (c) =>
    `${capitalise(c.crew())} ${c.o('looks forward to', 'is keen on', 'would be glad of')} hearing from you.`,
  (c) =>
    `Questions about ${c.role()} can go in your cover note, and ${c.manager} will answer them on the first call.`,
  (c) =>
    `We review applications as they arrive, so there is no need to wait if ${c.role()} ${c.o('feels right', 'sounds like you', 'is what you are after')}.`,
  (c) =>
    `If you are not sure you tick every box, apply anyway: ${c.who()} hires ${c.o('people, not checklists', 'for attitude as much as experience', 'people who want to learn')}.`,
  (c) =>
    `We aim to give every applicant for ${c.role()} an answer within ${c.o('two weeks', 'ten working days', 'a fortnight')}.`,
];

function applyParagraph(c: Ctx): Sentence[] {
  const sentences = [must(pick(c, APPLY_LINES)), must(pick(c, PROCESS_LINES[c.cat]))];
  if (c.chance(40)) sentences.push(may(pick(c, CLOSING_LINES)));
  return sentences;
}

/* ------------------------------------------------------------------------------------------------
 * Optional paragraph: the team and the place
 * ---------------------------------------------------------------------------------------------- */

const TEAM_LINES: Line[] = [
  (c) =>
    `${c.team ? capitalise(`${c.team} work at ${c.C}`) : `${c.C} is ${withArticle(`${c.size} team`)}`}, and ${c.o('most of us', 'many of us', 'a good number of us')} came from ${c.o('abroad', 'other industries', 'other countries')} ourselves.`,
  (c) =>
    `We are ${withArticle(`${c.size} company`)} with people from ${c.o('about a dozen', 'more than ten', 'many different')} countries, and English is the working language at ${c.C}.`,
  (c) =>
    `You will sit with ${c.partner}, and the wider ${c.C} team gets together ${c.o('for lunch on Fridays', 'once a month', 'for a quarterly day out')}.`,
];

const PLACE_LINES: Line[] = [
  (c) => {
    const hood = c.hoods.length > 0 ? c.one(c.hoods) : null;
    return hood
      ? `Life in ${c.city} is good: the ${c.site} is ${c.o('close to', 'an easy ride from', 'not far from')} ${hood}, and weekends are for exploring.`
      : `Life in ${c.city} suits people who like a place with plenty going on.`;
  },
  (c) =>
    `If you are new to ${c.city}, ${c.C} will help you settle in with ${c.o('a first-month housing list', 'a local buddy', 'introductions to other newcomers')}.`,
  (c) =>
    `Many of the ${c.C} team moved to ${c.city} for work and stayed for the ${c.o('food', 'people', 'pace of life')}.`,
  (c) =>
    `${c.city} is a ${c.o('friendly', 'welcoming', 'lively')} place to live, and your new colleagues at ${c.C} will be happy to show you ${c.o('around', 'their favourite places', 'where to eat')}.`,
];

const REMOTE_TEAM_LINES: Line[] = [
  (c) =>
    `We work in writing first at ${c.C}: ${c.o('clear tickets', 'short written updates', 'shared documents')}, recorded demos and few meetings, which suits a remote ${c.R}.`,
  (c) =>
    `The remote ${c.C} team keeps ${c.o('a few', 'two or three', 'four')} hours of overlap each day and protects the rest for focused work.`,
  (c) =>
    `Working remotely does not mean working alone: there are ${c.o('weekly team calls', 'regular pair sessions', 'monthly virtual socials')} and ${c.o('a yearly meet-up', 'team trips', 'an annual offsite')} for ${c.crew()}.`,
];

function teamParagraph(c: Ctx): Sentence[] {
  return [may(pick(c, TEAM_LINES)), may(pick(c, c.remote ? REMOTE_TEAM_LINES : PLACE_LINES))];
}

/* ------------------------------------------------------------------------------------------------
 * Public API
 * ---------------------------------------------------------------------------------------------- */

/**
 * A job ad in four to six plain-text paragraphs separated by blank lines: the company and role,
 * the work, the person, the offer and how to apply, sometimes with a paragraph about the team.
 */
export function writeJobDescription(input: JobTextInput): string {
  const c = makeCtx(input);
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

const COMPANY_ADJECTIVES = [
  'fast-growing',
  'well-established',
  'family-run',
  'independent',
  'founder-led',
  'award-winning',
  'employee-owned',
  'small but ambitious',
  'profitable',
  'locally owned',
  'steadily growing',
  'long-running',
];

type CompanyCtx = {
  one: <T>(items: readonly T[]) => T;
  o: (...options: string[]) => string;
  C: string;
  A: string;
  B: string;
  kind: Kind;
  noun: string;
  adjNoun: string;
  team: string | null;
  size: string;
  cat: JobCategory;
};

type CompanyLine = (c: CompanyCtx) => string;

const COMPANY_OPENERS: CompanyLine[] = [
  (c) => `${c.C} is ${withArticle(c.adjNoun)} with teams in ${c.A} and ${c.B}.`,
  (c) =>
    `Founded in ${c.A}, ${c.C} is ${withArticle(c.adjNoun)} that now also has a team in ${c.B}.`,
  (c) =>
    `${c.C} is ${withArticle(c.adjNoun)} based in ${c.A}, with a second ${c.kind.site} in ${c.B}.`,
  (c) => `With people in ${c.A} and ${c.B}, ${c.C} is ${withArticle(c.adjNoun)}.`,
  (c) => `${c.C} is ${withArticle(c.adjNoun)} run from ${c.A} and ${c.B}.`,
  (c) =>
    `Headquartered in ${c.A}, ${c.C} is ${withArticle(c.adjNoun)} with a growing team in ${c.B}.`,
  (c) => `${c.C} is ${withArticle(c.adjNoun)} that splits its people between ${c.A} and ${c.B}.`,
  (c) =>
    `${c.C} began in ${c.A} as ${withArticle(c.noun)} and opened in ${c.B} ${c.o('a few years later', 'soon after', 'once the first team had found its feet')}.`,
  (c) => `Based between ${c.A} and ${c.B}, ${c.C} is ${withArticle(c.adjNoun)}.`,
  (c) => `${c.C} is ${withArticle(c.adjNoun)}, at home in both ${c.A} and ${c.B}.`,
];

const COMPANY_WHAT: CompanyLine[] = [
  (c) =>
    `${c.o('From', 'Out of')} ${c.A}, we ${c.one(c.kind.what)}${c.o('', ` and keep close ties with ${c.B}`, `, helped by the team in ${c.B}`)}.`,
  (c) => `Our people in ${c.A} and ${c.B} ${c.one(c.kind.what)}.`,
  (c) =>
    `We ${c.one(c.kind.what)}, and ${c.o('most', 'many', 'a good share')} of our ${c.kind.audience} are in or around ${c.o(c.A, c.B)}.`,
  (c) => `Whether in ${c.A} or ${c.B}, we ${c.one(c.kind.what)}.`,
  (c) =>
    `We ${c.one(c.kind.what)}, and the ${c.B} team ${c.o('opened to be closer to', 'was set up to serve', 'looks after')} our ${c.kind.audience} there.`,
  (c) => `Day to day, the teams in ${c.A} and ${c.B} ${c.one(c.kind.what)}.`,
  (c) =>
    `In ${c.B}, as in ${c.A}, we ${c.one(c.kind.what)}, and we do it ${c.o('carefully', 'properly', 'without cutting corners')}.`,
  (c) =>
    `The work is ${c.o('simple to describe', 'easy to explain', 'straightforward')}: we ${c.one(c.kind.what)}, mostly from ${c.A}.`,
];

const COMPANY_TEAM: CompanyLine[] = [
  (c) =>
    `${c.team ? capitalise(`${c.team} work across`) : 'A close team works across'} the two ${plural(c.kind.site)}, and people move between ${c.A} and ${c.B} ${c.o('often', 'a few times a year', 'whenever the work needs it')}.`,
  (c) =>
    `We hire from ${c.o('more than a dozen', 'around ten', 'many')} countries, and English is the ${c.o('working', 'everyday', 'shared')} language in both ${c.A} and ${c.B}.`,
  (c) =>
    `${c.size === 'large' || c.size === 'mid-sized' ? `${c.C} is ${c.size}, but teams in ${c.A} stay small enough that everyone knows each other` : `${c.C} is small enough that everyone knows each other`}, and ${c.o('the founders', 'the managers', 'the owners')} still ${c.o('answer their own email', 'spend time in both cities', 'meet every new starter')}.`,
  (c) =>
    `The ${c.A} ${c.kind.site} is the larger of the two, while ${c.B} ${c.o('is where most new ideas get tested', 'handles much of the day-to-day work', 'keeps growing every year')}.`,
  (c) =>
    `${c.team ? `With ${c.team}` : `As ${withArticle(`${c.size} team`)}`}, ${c.C} ${c.o('still feels personal', 'keeps decisions close to the work', 'has room for people to grow')}.`,
];

const COMPANY_CATEGORY: Record<JobCategory, CompanyLine[]> = {
  tech: [
    (c) =>
      `Engineering at ${c.C} is ${c.o('pragmatic', 'calm', 'well documented')}, with small teams ${c.o('owning their services end to end', 'in ' + c.A + ' and ' + c.B, 'that own what they build')}.`,
    (c) =>
      `${c.C} ships ${c.o('every day', 'several times a week', 'most days')}, and every engineer in ${c.A} and ${c.B} has a say in the roadmap.`,
    (c) =>
      `Our ${c.kind.audience} in ${c.B} and beyond trust ${c.C} with ${c.o('work that matters to them', 'their daily operations', 'their money and time')}.`,
  ],
  teaching: [
    (c) =>
      `${c.C} is known in ${c.A} for ${c.o('small classes', 'caring teachers', 'strong exam results')} and ${c.o('close contact with parents', 'proper training for staff', 'a friendly staffroom')}.`,
    (c) =>
      `Teachers at ${c.C} get paid planning time, regular training and a Director of Studies in both ${c.A} and ${c.B}.`,
    (c) =>
      `Our ${c.kind.audience} in ${c.A} and ${c.B} come from local and expat families alike, and ${c.C} treats every one of them as an individual.`,
  ],
  hospitality: [
    (c) =>
      `Guests in ${c.A} and ${c.B} come back to ${c.C} for ${c.o('the service', 'the staff', 'the small touches')}, and many of them know our team by name.`,
    (c) =>
      `${c.C} promotes from within wherever it can, and several of its managers in ${c.A} started ${c.o('on the front desk', 'in housekeeping', 'as trainees', 'in the kitchen')}.`,
    (c) =>
      `Sustainability matters at ${c.C}: ${c.o('local suppliers', 'refillable amenities', 'solar power')} and ${c.o('fair staff housing', 'a no-plastic policy', 'community projects')} are part of how both ${plural(c.kind.site)} run${c.o('', ' every day', ', in ' + c.A + ' and ' + c.B)}.`,
  ],
  marketing: [
    (c) =>
      `${c.C} works with ${c.o('clients', 'partners', 'brands')} in ${c.A}, ${c.B} and ${c.o('across Southeast Asia', 'further afield', 'around the region')}, in English and local languages.`,
    (c) =>
      `Our work for ${c.kind.audience} in ${c.B} and beyond is measured on results, and ${c.C} reports them honestly.`,
    (c) =>
      `${c.C} mixes creative people with analysts in ${c.A}, so every idea gets tested before the budget follows it.`,
  ],
  healthcare: [
    (c) =>
      `${c.C} serves local and international ${c.kind.audience} in ${c.A} and ${c.B}, with ${c.o('multilingual staff', 'interpreters on hand', 'direct billing to major insurers')}.`,
    (c) =>
      `Clinical standards at ${c.C} are regularly audited, and doctors and nurses in ${c.A} have protected time for training.`,
    (c) =>
      `Patients in ${c.B} choose ${c.C} for ${c.o('unhurried appointments', 'clear explanations', 'short waiting times')} and ${c.o('care in their own language', 'honest advice', 'follow-up that actually happens')}.`,
  ],
};

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
  const [A = 'Singapore', B = 'the wider region'] = faker.helpers.shuffle([...input.cities]);
  const noun = one(kind.nouns);
  const c: CompanyCtx = {
    one,
    o: (...options) => one(options),
    C: input.company,
    A,
    B: B === A ? 'the wider region' : B,
    kind,
    noun,
    adjNoun: `${one(COMPANY_ADJECTIVES)} ${noun}`,
    team: teamPhrase(input.teamSize),
    size: sizeWord(input.teamSize),
    cat: input.category,
  };
  const sentences = [agreeing(() => one(COMPANY_OPENERS)(c)), agreeing(() => one(COMPANY_WHAT)(c))];
  const extras = [
    ...faker.helpers.shuffle([one(COMPANY_TEAM), one(COMPANY_CATEGORY[input.category])]),
    ...faker.helpers.shuffle([...COMPANY_TEAM, ...COMPANY_CATEGORY[input.category]]),
  ];
  for (const extra of extras) {
    const words = wordCount(sentences.join(' '));
    if (sentences.length >= 4 || words >= 70) break;
    if (words >= 40 && faker.number.int({ min: 0, max: 99 }) < 35) break;
    const next = agreeing(() => extra(c));
    if (words + wordCount(next) <= 90 && articlesAgree(next) && !sentences.includes(next)) {
      sentences.push(next);
    }
  }
  return sentences.join(' ');
}

const CULTURE_GENERAL = [
  'flat hierarchy',
  'honest feedback',
  'learning every week',
  'no meetings before ten',
  'long lunches on Fridays',
  'written decisions',
  'shared ownership',
  'time off that people actually take',
  'a kind and direct way of working',
  'small teams',
  'trust over timesheets',
  'celebrating small wins',
  'open books on how the business is doing',
  'mentoring for everyone',
  'a team that travels often',
  'quiet Friday afternoons',
  'managers who still do the work',
  'room to try things',
  'career paths that are written down',
  'a monthly team dinner',
  'feedback in both directions',
  'no after-hours messages',
  'promotions based on impact',
  'a book budget nobody questions',
];

const CULTURE_BY_CATEGORY: Record<JobCategory, string[]> = {
  tech: [
    'blameless post-mortems',
    'code review with kindness',
    'shipping small and often',
    'a quiet on-call rota',
    'demo days every month',
    'hack days every quarter',
    'boring technology on purpose',
    'pairing when it helps',
  ],
  teaching: [
    'a friendly staffroom',
    'paid planning time',
    'peer observation without judgement',
    'students first',
    'shared lesson resources',
    'termly training days',
    'small class sizes',
    'teachers who stay for years',
  ],
  hospitality: [
    'promotion from within',
    'family meals before service',
    'care for the people behind the service',
    'fair rosters',
    'cross-training between departments',
    'guest stories shared at briefing',
    'staff housing done properly',
    'tips shared fairly',
  ],
  marketing: [
    'test before you argue',
    'creative freedom with clear goals',
    'honest campaign reviews',
    'ideas from anyone',
    'data over opinions',
    'briefs on one page',
    'a clear budget for experiments',
    'credit where it is due',
  ],
  healthcare: [
    'patients before paperwork',
    'protected learning time',
    'a multilingual team',
    'second opinions welcome',
    'time to do things properly',
    'fair night rotas',
    'case reviews without blame',
    'support after difficult shifts',
  ],
};

/** One short culture line such as 'Blameless post-mortems and honest feedback'. */
export function companyCulture(faker: Faker, category: JobCategory): string {
  const own = faker.helpers.arrayElement(CULTURE_BY_CATEGORY[category]);
  const words = new Set(own.split(' ').filter((word) => word.length > 4));
  const others = CULTURE_GENERAL.filter((item) => !item.split(' ').some((word) => words.has(word)));
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
