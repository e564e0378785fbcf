/** The figures the site shows (counters, totals) against the rows they count. */
import type { FetchJson } from './pictures';
import { type LintProblem, sentences, type World, wordCount } from './world';

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
