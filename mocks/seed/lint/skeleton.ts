/**
 * `skeleton`: no sentence or title cloned from place to place. A shape (the text with its place
 * names as one token, `text/skeleton.ts`) may stand in at most three records of the texts bound
 * to places. Forum threads grow with the world's scale, so their titles, first posts and replies
 * may repeat a shape three times per 1× of the world: ten times the threads over the same places
 * reuse shapes ten times as often without reading any more cloned. A guide's practical sections
 * (getting around, health care, safety) are its place's; its visa rules are its country's, so a
 * country's guides count as one record for them. So with its business section (`guide-business`):
 * its startup scene, industries and coworking are the place's; its networking (chambers of
 * commerce, registering a company) is its country's. Its prices are read with its practical ones.
 */
import { MAX_SKELETON_REPEATS, skeletonOf } from '../text/skeleton';
import {
  businessCountryTexts,
  businessTexts,
  guideOf,
  listed,
  type LintProblem,
  practicalTexts,
  sentences,
  visaTexts,
  type World,
} from './world';

export type SkeletonKind =
  | 'neighbourhood'
  | 'guide'
  | 'guide-practical'
  | 'guide-business'
  | 'place'
  | 'forum-title'
  | 'forum-post'
  | 'forum-reply'
  | 'classified'
  | 'article';

/** The kinds the rule reads (pass `kinds` to `lintWorld` to try it on fewer). */
export const SKELETON_KINDS: readonly SkeletonKind[] = [
  'neighbourhood',
  'guide',
  'guide-practical',
  'guide-business',
  'place',
  'forum-title',
  'forum-post',
  'forum-reply',
  'classified',
  'article',
];

/** The kinds whose records multiply with the world's scale. */
const SCALED_KINDS: ReadonlySet<SkeletonKind> = new Set([
  'forum-title',
  'forum-post',
  'forum-reply',
]);

/** A record's units: its title whole, its other texts sentence by sentence. */
type PlaceText = { kind: SkeletonKind; where: string; units: string[] };

const prose = (...texts: Array<string | null | undefined>) =>
  texts.flatMap((text) => sentences(text ?? ''));

function locationTexts(location: World['locations'][number]): PlaceText[] {
  const guide = guideOf(location);
  const where = `location ${location.slug}`;
  return [
    { kind: 'place', where, units: prose(location.description, location.overview) },
    { kind: 'guide', where, units: prose(...Object.values(guide?.city_overview ?? {})) },
    { kind: 'guide-practical', where, units: prose(...practicalTexts(guide)) },
    {
      kind: 'guide-practical',
      where: `country ${location.country}`,
      units: prose(...visaTexts(guide)),
    },
    { kind: 'guide-business', where, units: prose(...businessTexts(guide)) },
    {
      kind: 'guide-business',
      where: `country ${location.country}`,
      units: prose(...businessCountryTexts(guide)),
    },
    ...(guide?.neighborhoods ?? []).map((hood): PlaceText => ({
      kind: 'neighbourhood',
      where: `${where} ${hood.name}`,
      units: prose(hood.description),
    })),
  ];
}

function placeTexts(world: World): PlaceText[] {
  return [
    ...world.locations.flatMap(locationTexts),
    ...world.topics.map((topic): PlaceText => ({
      kind: 'forum-title',
      where: `topic ${topic.id}`,
      units: [topic.title],
    })),
    ...world.topics.map((topic): PlaceText => ({
      kind: 'forum-post',
      where: `topic ${topic.id}`,
      units: prose(topic.content),
    })),
    ...world.replies.map((reply): PlaceText => ({
      kind: 'forum-reply',
      where: `reply ${reply.id}`,
      units: prose(reply.content),
    })),
    ...world.ads.map((ad): PlaceText => ({
      kind: 'classified',
      where: `ad ${ad.id}`,
      units: [ad.title, ...prose(ad.description)],
    })),
    ...world.articles.map((article): PlaceText => ({
      kind: 'article',
      where: `article ${article.id}`,
      units: [article.title, ...prose(article.introduction, article.content)],
    })),
  ];
}

export type SkeletonOptions = { scale?: number; kinds?: readonly SkeletonKind[] };

/**
 * Shapes already worked out, by text: a shape takes a pattern of every place name to find, and the
 * lint's runs and tests read the same sentences again.
 */
const shapes = new Map<string, string>();

function shapeOf(unit: string): string {
  let shape = shapes.get(unit);
  if (shape === undefined) {
    shape = skeletonOf(unit);
    shapes.set(unit, shape);
  }
  return shape;
}

/** Shapes seen in more records of a kind than the kind allows. */
export function clonedSkeletons(
  world: World,
  { scale = 1, kinds = SKELETON_KINDS }: SkeletonOptions = {},
): LintProblem[] {
  const seen = new Map<string, Set<string>>();
  for (const record of placeTexts(world).filter((text) => kinds.includes(text.kind))) {
    for (const unit of record.units) {
      const key = `${record.kind}|${shapeOf(unit)}`;
      seen.set(key, (seen.get(key) ?? new Set()).add(record.where));
    }
  }
  return [...seen.entries()]
    .filter(([key, where]) => {
      const kind = key.slice(0, key.indexOf('|')) as SkeletonKind;
      return where.size > MAX_SKELETON_REPEATS * (SCALED_KINDS.has(kind) ? scale : 1);
    })
    .map(([key, where]) => ({
      rule: 'skeleton',
      where: listed(where),
      detail: `${where.size}× ${key.slice(key.indexOf('|') + 1)}`,
    }));
}
