/** The rules on how the world reads: grammar, names, template leftovers, reused sentences, length, titles. */
import { listed, type LintProblem, sentences, type World, wordCount } from './world';

/** The shortest and longest articles the portal publishes: a news brief to a long read. */
export const MIN_ARTICLE_WORDS = 250;
export const MAX_ARTICLE_WORDS = 2500;
export const MIN_JOB_DESCRIPTION_WORDS = 150;
/** A sentence may stand in at most this many records of one kind. */
export const MAX_SENTENCE_RECORDS = 2;

type TextRecord = { kind: string; where: string; text: string };

/** A profile's looking-for, perfect date and fun fact: short answers that may coincide. */
const SHORT_ANSWERS = 'profile-answers';

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
    ...world.ads.map((ad) => ({
      kind: 'classified',
      where: `ad ${ad.id}`,
      text: `${ad.title}\n${ad.description}`,
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
      where: listed(where),
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

function templateLeftovers(record: TextRecord): LintProblem[] {
  const leftover = LEFTOVERS.exec(record.text);
  return leftover ? [{ rule: 'template-leftover', where: record.where, detail: leftover[0] }] : [];
}

/** Grammar, names, template leftovers, length, reused sentences and duplicate titles. */
export function lintProse(world: World): LintProblem[] {
  const records = textRecords(world);
  return [
    ...records.flatMap(templateLeftovers),
    ...records.flatMap(articleProblems),
    ...nameProblems(world),
    ...lengthProblems(world),
    ...reusedSentences(records),
    ...duplicateTitles(world),
  ];
}
