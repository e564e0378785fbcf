// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { sentences, wordCount } from './lint';
import { FIXED_NOW } from '../fixedClock';
import { places } from './places';
import { MAX_SKELETON_REPEATS, skeletonOf } from './text/skeleton';
import { buildWorld, type World } from './world';

/** The place an article is about is named in at most this share of its sentences. */
const MAX_PLACE_NAME_SHARE = 0.25;

type Article = World['article'][number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many articles each title or sentence shape (its place names as one token) stands in. */
function skeletonCounts(articles: readonly Article[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const article of articles) {
    const own = new Set([
      skeletonOf(article.title),
      ...sentences(`${article.introduction}\n${article.content}`).map(skeletonOf),
    ]);
    for (const text of own) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

const wordsOf = (article: Article) => wordCount(`${article.introduction} ${article.content}`);

/** The city an article is about (its first keyword), unless it compares two places. */
function placeOf(article: Article): string | null {
  const [first, second] = article.keywords;
  return places.some((place) => place.city === second) ? null : first!;
}

/** The share of an article's sentences that name its place (not as in 'Krabi Town'). */
function placeNameShare(article: Article, city: string): number {
  const said = sentences(`${article.introduction}\n${article.content}`);
  const naming = new RegExp(`(?<![A-Z][\\w-]* )\\b${escapeRegExp(city)}(?![\\w-]|\\s+[A-Z\\d])`);
  return said.filter((sentence) => naming.test(sentence)).length / said.length;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

// At 1×: the articles are one set at every scale, and `npm run lint:seed` reads them at 10× too.
describe('the articles of the world', () => {
  let articles: Article[];
  beforeAll(async () => {
    articles = (await buildWorld({ now: FIXED_NOW, scale: 1 })).article;
  }, 60_000);

  it('are enough to fill the lists, each with a slug of its own', () => {
    expect(articles.length).toBeGreaterThanOrEqual(60);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    for (const article of articles) expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('never clone a title or sentence for another place', () => {
    const cloned = [...skeletonCounts(articles)].filter(
      ([, count]) => count > MAX_SKELETON_REPEATS,
    );
    expect(cloned).toEqual([]);
  });

  it('name their place in at most one sentence in four', () => {
    const overNamed = articles
      .map((article) => ({ article, city: placeOf(article) }))
      .filter(({ city }) => city !== null)
      .map(({ article, city }) => ({
        title: article.title,
        share: Number(placeNameShare(article, city!).toFixed(2)),
      }))
      .filter(({ share }) => share > MAX_PLACE_NAME_SHARE);
    expect(overNamed).toEqual([]);
  });

  it('run from short tips to long guides, as a magazine does', () => {
    const lengths = articles.map(wordsOf).sort((a, b) => a - b);
    expect(lengths[0]).toBeGreaterThanOrEqual(250);
    expect(lengths.at(-1)).toBeLessThanOrEqual(2500);
    expect(lengths.filter((words) => words <= 400).length).toBeGreaterThan(0);
    expect(lengths.filter((words) => words >= 1500).length).toBeGreaterThan(0);
    expect(percentile(lengths, 0.5)).toBeGreaterThanOrEqual(600);
    expect(lengths.filter((words) => words < 350).length / lengths.length).toBeLessThanOrEqual(0.1);
  });
});
