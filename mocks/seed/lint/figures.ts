/** The figures the site shows (counters, totals) against the rows they count. */
import type { FetchJson } from './pictures';
import { type LintProblem, sentences, type World, wordCount } from './world';

type Stats = { data: Record<string, number> };
type ShownLocation = {
  id: number;
  city: string;
  country: string;
  jobCount: number;
  profileCount: number;
};
type ShownMember = { name: string; slug: string; topics: number; profile_views?: number };

const figure = (where: string, shown: unknown, counted: number): LintProblem => ({
  rule: 'figure',
  where,
  detail: `${String(shown)} shown, ${counted} in the data`,
});

/** Each location card's job and dating-profile counts are the rows placed there. */
async function locationFigures(fetchJson: FetchJson, world: World): Promise<LintProblem[]> {
  const { data } = (await fetchJson(`/locations?per_page=100`)) as { data: ShownLocation[] };
  return data.flatMap((location) => {
    const jobs = world.jobs.filter((job) => job.location_id === location.id).length;
    const place = `${location.city}, ${location.country}`;
    const profiles = world.profiles.filter((profile) => profile.location === place).length;
    return [
      ...(location.jobCount === jobs ? [] : [figure(`${place} jobCount`, location.jobCount, jobs)]),
      ...(location.profileCount === profiles
        ? []
        : [figure(`${place} profileCount`, location.profileCount, profiles)]),
    ];
  });
}

/**
 * The most active members' topics and profile views (the dashboard's Profile Views is the same
 * count) are the topics they started and the members who opened their profile.
 */
async function memberFigures(fetchJson: FetchJson, world: World): Promise<LintProblem[]> {
  const { data } = (await fetchJson('/forums/members?per_page=12')) as { data: ShownMember[] };
  const problems: LintProblem[] = [];
  for (const listed of data) {
    const topics = world.topics.filter((topic) => topic.author === listed.name).length;
    if (listed.topics !== topics)
      problems.push(figure(`${listed.name} topics`, listed.topics, topics));
    const { data: member } = (await fetchJson(`/forums/members/${listed.slug}`)) as {
      data: ShownMember;
    };
    const views = world.profileViews.filter((view) => view.member === listed.name).length;
    if (member.profile_views !== views)
      problems.push(figure(`${listed.name} profile_views`, member.profile_views, views));
  }
  return problems;
}

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
    dating_profiles: world.profiles.length,
  };
  const problems = Object.entries(expected)
    .filter(([key, value]) => data[key] !== value)
    .map(([key, value]) => figure(`/stats ${key}`, data[key], value));
  if (jobs.meta.total !== world.jobs.length)
    problems.push(figure('/jobs total', jobs.meta.total, world.jobs.length));
  if ((data.job_opportunities ?? Infinity) > world.jobs.length)
    problems.push({
      rule: 'figure',
      where: '/stats job_opportunities',
      detail: 'more open jobs than jobs',
    });
  return [
    ...problems,
    ...(await locationFigures(fetchJson, world)),
    ...(await memberFigures(fetchJson, world)),
  ];
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
