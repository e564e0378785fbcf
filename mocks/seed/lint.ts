/**
 * The seed lint: checks that the generated world reads like a portal people wrote for, and that
 * its figures agree with its data. `npm run lint:seed` runs it over the whole world (CI too);
 * `lint.test.ts` proves each rule catches its defect.
 */
import { db as database, type Db, type TableRow } from '../db';

export type LintProblem = { rule: string; where: string; detail: string };

export type World = {
  locations: Array<TableRow<'location'>>;
  jobs: Array<TableRow<'job'>>;
  articles: Array<TableRow<'article'>>;
  topics: Array<TableRow<'forumTopic'>>;
  replies: Array<TableRow<'forumReply'>>;
  profiles: Array<TableRow<'datingProfile'>>;
};

/** The tables the lint reads, as they are now. */
export function worldOf(db: Db = database): World {
  return {
    locations: db.location.findMany(),
    jobs: db.job.findMany(),
    articles: db.article.findMany(),
    topics: db.forumTopic.findMany(),
    replies: db.forumReply.findMany(),
    profiles: db.datingProfile.findMany(),
  };
}

/** The shortest texts the portal publishes (issue #17). */
export const MIN_ARTICLE_WORDS = 600;
export const MAX_ARTICLE_WORDS = 2500;
export const MIN_JOB_DESCRIPTION_WORDS = 150;
/** A sentence may stand in at most this many records of one kind. */
export const MAX_SENTENCE_RECORDS = 2;
/** Shorter sentences ('Thanks!', 'Same here.') recur in any real forum, so they are not counted. */
const MIN_SENTENCE_WORDS = 5;

type TextRecord = { kind: string; where: string; text: string };

/** A profile's looking-for, perfect date and fun fact: short answers that may coincide. */
const SHORT_ANSWERS = 'profile-answers';

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A record's text without its headings and markdown marks, cut into sentences. */
export function sentences(text: string): string[] {
  return text
    .replace(/\*\*/g, '')
    .replace(/^#{1,6} .*$/gm, '')
    .split(/\n+|(?<=[.!?])\s+/)
    .map((line) => line.replace(/^\s*(#{1,6}|[-*>]|\d+\.)\s+/, '').trim())
    .filter((sentence) => wordCount(sentence) >= MIN_SENTENCE_WORDS);
}

function textRecords(world: World): TextRecord[] {
  const companies = new Map(world.jobs.map((job) => [job.company_name, job]));
  return [
    ...world.articles.map((article) => ({
      kind: 'article',
      where: `article ${article.id}`,
      text: `${article.title}\n${article.introduction}\n${article.content}`,
    })),
    ...world.jobs.map((job) => ({
      kind: 'job',
      where: `job ${job.id}`,
      text: `${job.title}\n${job.description}`,
    })),
    // A company describes itself the same way on each of its jobs: one record per company.
    ...[...companies.values()].map((job) => ({
      kind: 'company',
      where: `company ${job.company_name}`,
      text: `${job.company_description}\n${job.company_culture ?? ''}`,
    })),
    ...world.topics.map((topic) => ({
      kind: 'forum',
      where: `topic ${topic.id}`,
      text: `${topic.title}\n${topic.content}`,
    })),
    ...world.replies.map((reply) => ({
      kind: 'forum',
      where: `reply ${reply.id}`,
      text: reply.content,
    })),
    ...world.profiles.map((profile) => ({
      kind: 'profile',
      where: `profile ${profile.id}`,
      text: profile.description,
    })),
    ...world.profiles.map((profile) => ({
      kind: SHORT_ANSWERS,
      where: `profile ${profile.id}`,
      text: [profile.lookingFor, profile.perfectDate, profile.funFact].join('\n'),
    })),
    ...world.locations.map((location) => ({
      kind: 'location',
      where: `location ${location.slug}`,
      text: [
        location.description,
        location.overview,
        location.cost_of_living,
        location.neighborhoods,
        location.getting_around,
        location.healthcare,
        location.business,
        // Safety numbers and visa rules are the country's, the same for each of its cities.
        location.where_to_stay,
      ]
        .filter(Boolean)
        .join('\n'),
    })),
  ];
}

/** Words after which "an" is right although they start with a consonant letter, and the reverse. */
const AN_BEFORE = /^(hour|honest|honou?r|heir)/i;
const A_BEFORE = /^(uni|use|usu|uti|ure|eu|one|once|ubiq|u-)/i;
/** Letters whose names start with a vowel sound: an MBA, an SEO, an FAQ, an NGO, an RN. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;

function articleProblems(record: TextRecord): LintProblem[] {
  const problems: LintProblem[] = [];
  for (const match of record.text.matchAll(
    /(?<![\p{L}'’])\b(a|an|A|An) +([\p{L}\d][\p{L}\d-]*)/gu,
  )) {
    const [phrase, article, word] = match as unknown as [string, string, string];
    // 'An Bang', 'Hoi An sets': a capital An next to a capitalised word is a name.
    const before = record.text.slice(Math.max(0, match.index - 40), match.index);
    if (article === 'An' && (/^\p{Lu}/u.test(word) || /\p{Lu}[\p{L}'’-]*\s$/u.test(before)))
      continue;
    const acronym = /^[A-Z]{2,}/.test(word);
    const number = /^\d/.test(word);
    const vowelSound = acronym
      ? VOWEL_SOUND_LETTERS.test(word)
      : number
        ? /^(8|11|18)(\D|$)/.test(word)
        : /^[aeiou]/i.test(word)
          ? !A_BEFORE.test(word)
          : AN_BEFORE.test(word);
    if ((article.toLowerCase() === 'an') !== vowelSound)
      problems.push({ rule: 'indefinite-article', where: record.where, detail: phrase });
  }
  return problems;
}

const LEFTOVERS = /[{}]|\bundefined\b|\bNaN\b|\[object/;
const HONORIFIC =
  /(^|\s)(Mr|Mrs|Ms|Miss|Dr|Prof|Sir|Dame)\.?\s|\s(PhD|MD|DDS|DVM|Jr|Sr|II|III|IV|V|Esq)\.?$/;

function nameProblems(world: World): LintProblem[] {
  const names = [
    ...world.articles.map((article) => [`article ${article.id}`, article.author_name] as const),
    ...world.topics.map((topic) => [`topic ${topic.id}`, topic.author] as const),
    ...world.replies.map((reply) => [`reply ${reply.id}`, reply.author] as const),
    ...world.profiles.map((profile) => [`profile ${profile.id}`, profile.name] as const),
  ];
  return names
    .filter(([, name]) => HONORIFIC.test(name))
    .map(([where, name]) => ({ rule: 'honorific', where, detail: name }));
}

function lengthProblems(world: World): LintProblem[] {
  const problems: LintProblem[] = [];
  for (const article of world.articles) {
    const words = wordCount(`${article.introduction} ${article.content}`);
    if (words < MIN_ARTICLE_WORDS || words > MAX_ARTICLE_WORDS)
      problems.push({ rule: 'length', where: `article ${article.id}`, detail: `${words} words` });
  }
  for (const job of world.jobs) {
    const words = wordCount(job.description);
    if (words < MIN_JOB_DESCRIPTION_WORDS)
      problems.push({ rule: 'length', where: `job ${job.id}`, detail: `${words} words` });
  }
  return problems;
}

function reusedSentences(records: TextRecord[]): LintProblem[] {
  const seen = new Map<string, Set<string>>();
  for (const record of records.filter((candidate) => candidate.kind !== SHORT_ANSWERS)) {
    for (const sentence of sentences(record.text)) {
      const key = `${record.kind}|${sentence.toLowerCase().replace(/\s+/g, ' ')}`;
      const where = seen.get(key) ?? new Set<string>();
      where.add(record.where);
      seen.set(key, where);
    }
  }
  return [...seen.entries()]
    .filter(([, where]) => where.size > MAX_SENTENCE_RECORDS)
    .map(([key, where]) => ({
      rule: 'reused-sentence',
      where:
        [...where].slice(0, 3).join(', ') + (where.size > 3 ? ` and ${where.size - 3} more` : ''),
      detail: key.slice(key.indexOf('|') + 1),
    }));
}

function duplicateTitles(world: World): LintProblem[] {
  const byTitle = new Map<string, number[]>();
  for (const article of world.articles)
    byTitle.set(article.title, [...(byTitle.get(article.title) ?? []), article.id]);
  return [...byTitle.entries()]
    .filter(([, ids]) => ids.length > 1)
    .map(([title, ids]) => ({
      rule: 'duplicate-title',
      where: `articles ${ids.join(', ')}`,
      detail: title,
    }));
}

/** Every rule that reads the rows themselves. */
export function lintWorld(world: World): LintProblem[] {
  const records = textRecords(world);
  return [
    ...records.flatMap((record) =>
      LEFTOVERS.test(record.text)
        ? [
            {
              rule: 'template-leftover',
              where: record.where,
              detail: LEFTOVERS.exec(record.text)![0],
            },
          ]
        : [],
    ),
    ...records.flatMap(articleProblems),
    ...nameProblems(world),
    ...lengthProblems(world),
    ...reusedSentences(records),
    ...duplicateTitles(world),
  ];
}

/** A GET on the mock API answering parsed JSON. */
export type FetchJson = (path: string) => Promise<unknown>;

type Page = { data: Array<Record<string, unknown>>; meta: { last_page: number } };

/** The lists people page through, in their default order, and the picture each item shows. */
const LIST_PAGES: Array<{
  path: string;
  image: (item: Record<string, unknown>) => unknown;
  owner?: string;
}> = [
  { path: '/locations?per_page=12', image: (item) => item.imageUrl },
  { path: '/content?per_page=12', image: (item) => item.featured_image },
  { path: '/jobs?per_page=10', image: (item) => item.company_logo, owner: 'company' },
  { path: '/dating/profiles?per_page=12', image: (item) => item.photo },
];

/** No picture twice on one page of a list (a company's logo may repeat on its own jobs). */
export async function lintListImages(fetchJson: FetchJson): Promise<LintProblem[]> {
  const problems: LintProblem[] = [];
  for (const list of LIST_PAGES) {
    for (let page = 1, last = 1; page <= last; page += 1) {
      const body = (await fetchJson(`${list.path}&page=${page}`)) as Page;
      last = body.meta.last_page;
      const owners = new Map<unknown, unknown>();
      for (const item of body.data) {
        const image = list.image(item);
        if (!image) continue;
        const owner = list.owner ? item[list.owner] : item.id;
        if (owners.has(image) && owners.get(image) !== owner)
          problems.push({
            rule: 'image-reused',
            where: `${list.path} page ${page}`,
            detail: String(image),
          });
        owners.set(image, owner);
      }
    }
  }
  return problems;
}

type Stats = { data: Record<string, number> };

/** The counters the site shows agree with the rows they count. */
export async function lintFigures(fetchJson: FetchJson, world: World): Promise<LintProblem[]> {
  const { data } = (await fetchJson('/stats')) as Stats;
  const jobs = (await fetchJson('/jobs?per_page=1')) as { meta: { total: number } };
  const expected: Record<string, number> = {
    active_destinations: world.locations.length,
    countries: new Set(world.locations.map((location) => location.country)).size,
    travel_articles: world.articles.length,
    forum_topics: world.topics.length,
    // Every location is a guide, so the count is the guides list's total.
    guides: world.locations.length,
  };
  const problems = Object.entries(expected)
    .filter(([key, value]) => data[key] !== value)
    .map(([key, value]) => ({
      rule: 'figure',
      where: `/stats ${key}`,
      detail: `${data[key]} shown, ${value} in the data`,
    }));
  if (jobs.meta.total !== world.jobs.length)
    problems.push({
      rule: 'figure',
      where: '/jobs total',
      detail: `${jobs.meta.total} shown, ${world.jobs.length} in the data`,
    });
  if ((data.job_opportunities ?? Infinity) > world.jobs.length)
    problems.push({
      rule: 'figure',
      where: '/stats job_opportunities',
      detail: 'more open jobs than jobs',
    });
  return problems;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What the lint note reports: how the world reads, in numbers. */
export function worldFigures(world: World) {
  const bios = world.profiles.map((profile) => profile.description);
  return {
    medianArticleWords: median(
      world.articles.map((a) => wordCount(`${a.introduction} ${a.content}`)),
    ),
    medianJobDescriptionWords: median(world.jobs.map((job) => wordCount(job.description))),
    distinctBios: new Set(bios).size,
    profiles: bios.length,
    distinctBioSentences: new Set(bios.flatMap(sentences)).size,
    distinctLocationImages: new Set(world.locations.map((location) => location.imageUrl)).size,
    distinctArticleImages: new Set(world.articles.map((article) => article.featured_image)).size,
    distinctAvatars: new Set(world.profiles.map((profile) => profile.photo)).size,
  };
}
