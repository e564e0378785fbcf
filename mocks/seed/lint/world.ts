/** The tables the seed lint reads, and the texts it reads in them. */
import { db as database, type Db, type TableRow } from '../../db';

export type LintProblem = { rule: string; where: string; detail: string };

export type World = {
  locations: Array<TableRow<'location'>>;
  jobs: Array<TableRow<'job'>>;
  articles: Array<TableRow<'article'>>;
  topics: Array<TableRow<'forumTopic'>>;
  replies: Array<TableRow<'forumReply'>>;
  profiles: Array<TableRow<'datingProfile'>>;
  ads: Array<TableRow<'ad'>>;
  profileViews: Array<TableRow<'profileView'>>;
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
    ads: db.ad.findMany(),
    profileViews: db.profileView.findMany(),
  };
}

/** Shorter sentences ('Thanks!', 'Same here.') recur in any real forum, so they are not counted. */
const MIN_SENTENCE_WORDS = 5;

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

/** A company's jobs, by its name: a company describes itself the same way on each of them. */
export function companies(world: World): Map<string, Array<TableRow<'job'>>> {
  const byName = new Map<string, Array<TableRow<'job'>>>();
  for (const job of world.jobs)
    byName.set(job.company_name, [...(byName.get(job.company_name) ?? []), job]);
  return byName;
}

/** `problems` as 'where' lists: the first few records, then how many more. */
export function listed(where: Iterable<string>): string {
  const all = [...where];
  return all.slice(0, 3).join(', ') + (all.length > 3 ? ` and ${all.length - 3} more` : '');
}

export type GuideNeighbourhood = {
  name: string;
  description: string;
  pros: string[];
  cons: string[];
};
export type Guide = {
  city_overview?: Record<string, string>;
  cost_of_living?: unknown;
  business_environment?: { business_networking?: unknown } & Record<string, unknown>;
  transportation?: unknown;
  healthcare?: unknown;
  safety?: unknown;
  safety_and_security?: unknown;
  visa_requirements?: unknown;
  visa_and_legal?: unknown;
  neighborhoods?: GuideNeighbourhood[];
};

/** A location's guide, read; null for none, or one cut short or malformed (as a few are on purpose). */
export function guideOf(location: World['locations'][number]): Guide | null {
  try {
    return JSON.parse(
      location.comprehensive_guide?.replace(/^## Overview\s*/, '') ?? 'null',
    ) as Guide;
  } catch {
    return null;
  }
}

/**
 * Lists of names and figures in a guide's sections (hospitals, emergency numbers, industries,
 * coworking spaces), not prose.
 */
const NOT_PROSE = new Set(['major_hospitals', 'emergency_contacts', 'key_industries', 'examples']);

/** Every text in a guide's section, however deep, but for its lists of names and figures. */
function textsIn(section: unknown): string[] {
  if (typeof section === 'string') return [section];
  if (Array.isArray(section)) return section.flatMap(textsIn);
  if (section && typeof section === 'object')
    return Object.entries(section).flatMap(([key, value]) =>
      NOT_PROSE.has(key) ? [] : textsIn(value),
    );
  return [];
}

/** A guide's practical sections: prices, getting around, health care and safety, the place's own. */
export function practicalTexts(guide: Guide | null): string[] {
  return textsIn([
    guide?.cost_of_living,
    guide?.transportation,
    guide?.healthcare,
    guide?.safety,
    guide?.safety_and_security,
  ]);
}

/** A guide's business section as its place makes it: industries, startup scene, coworking. */
export function businessTexts(guide: Guide | null): string[] {
  const { business_networking: _country, ...own } = guide?.business_environment ?? {};
  return textsIn(own);
}

/** A guide's business networking (chambers, registering a company): its country's, shared. */
export function businessCountryTexts(guide: Guide | null): string[] {
  return textsIn(guide?.business_environment?.business_networking);
}

/** A guide's visa section, which is its country's: places of one country share it. */
export function visaTexts(guide: Guide | null): string[] {
  return textsIn([guide?.visa_requirements, guide?.visa_and_legal]);
}
