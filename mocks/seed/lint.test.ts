// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi, setupMockApi } from '../testing';
import { db } from '../db';
import { lintFigures, lintListImages, lintWorld, type World, worldOf } from './lint';

setupMockApi();

const fetchJson = async (path: string) => (await callApi(path)).body;

function rules(world: World): string[] {
  return [...new Set(lintWorld(world).map((problem) => problem.rule))];
}

describe('the seed lint', () => {
  it('passes the seeded world', async () => {
    const world = worldOf();
    expect(lintWorld(world)).toEqual([]);
    expect(await lintListImages(fetchJson)).toEqual([]);
    expect(await lintFigures(fetchJson, world)).toEqual([]);
  });

  it('catches "a" before a vowel sound and "an" before a consonant', () => {
    const [job, ...jobs] = worldOf().jobs;
    const bad = `${job!.description}\n\nWe need a Engineering Manager and an developer.`;
    const problems = lintWorld({ ...worldOf(), jobs: [{ ...job!, description: bad }, ...jobs] });
    expect(problems.filter((p) => p.rule === 'indefinite-article').map((p) => p.detail)).toEqual([
      'a Engineering',
      'an developer',
    ]);
  });

  it('accepts a university, an hour, an MBA and the town of Hoi An', () => {
    const [job, ...jobs] = worldOf().jobs;
    const fine = `${job!.description}\n\nA university, an hour, an MBA, a UX lead, Hoi An Old Town.`;
    expect(rules({ ...worldOf(), jobs: [{ ...job!, description: fine }, ...jobs] })).toEqual([]);
  });

  it('catches honorifics and suffixes in names', () => {
    const [topic, ...topics] = worldOf().topics;
    for (const author of ['Dr. Kali Gibson', 'Stone Runte PhD', 'Mattie Kilback V'])
      expect(rules({ ...worldOf(), topics: [{ ...topic!, author }, ...topics] })).toContain(
        'honorific',
      );
  });

  it('catches template leftovers', () => {
    const [profile, ...profiles] = worldOf().profiles;
    for (const leftover of ['{city}', 'undefined', 'NaN', '[object Object]'])
      expect(
        rules({
          ...worldOf(),
          profiles: [{ ...profile!, funFact: `My favourite is ${leftover}` }, ...profiles],
        }),
      ).toContain('template-leftover');
  });

  it('catches a sentence used in three records, and short texts', () => {
    const world = worldOf();
    const shared = 'Our team is friendly and keen to help you settle in.';
    const jobs = world.jobs.map((job, index) =>
      index < 3 ? { ...job, description: `${job.description} ${shared}` } : job,
    );
    expect(rules({ ...world, jobs })).toEqual(['reused-sentence']);
    const [article, ...articles] = world.articles;
    expect(
      rules({ ...world, articles: [{ ...article!, content: 'Too short.' }, ...articles] }),
    ).toContain('length');
  });

  it('catches duplicate article titles', () => {
    const [first, second, ...rest] = worldOf().articles;
    expect(
      rules({ ...worldOf(), articles: [first!, { ...second!, title: first!.title }, ...rest] }),
    ).toContain('duplicate-title');
  });

  it('catches one picture twice on a list page, and a figure that disagrees with the data', async () => {
    const [first, second] = db.location.findMany();
    await db.location.update(second!, {
      data(row) {
        row.imageUrl = first!.imageUrl;
        row.updated_at = first!.updated_at;
      },
    });
    expect((await lintListImages(fetchJson)).map((p) => p.rule)).toContain('image-reused');
    const world = worldOf();
    expect(
      (await lintFigures(fetchJson, { ...world, articles: world.articles.slice(1) })).map(
        (p) => p.where,
      ),
    ).toEqual(['/stats travel_articles']);
  });
});
