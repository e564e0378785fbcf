// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi, setupMockApi } from '../testing';
import { db } from '../db';
import {
  lintFigures,
  lintListImages,
  lintWorld,
  SKELETON_KINDS,
  type World,
  worldOf,
} from './lint';
import { type Guide, guideOf } from './lint/world';

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

  it('catches a location’s or a member’s figure that disagrees with the rows it counts', async () => {
    const world = worldOf();
    const [dropped, ...profiles] = world.profiles;
    const { data } = (await fetchJson('/forums/members?per_page=1')) as {
      data: Array<{ name: string }>;
    };
    const mostActive = data[0]!.name;
    const problems = await lintFigures(fetchJson, {
      ...world,
      profiles,
      profileViews: world.profileViews.filter((view) => view.member !== mostActive),
    });
    expect(problems.map((p) => p.where)).toEqual([
      '/stats dating_profiles',
      `${dropped!.location} profileCount`,
      `${mostActive} profile_views`,
    ]);
  });

  it('catches a leading title, or duties that lead, at entry level', () => {
    const world = worldOf();
    const intern = world.jobs.find((job) => job.employment_type === 'internship')!;
    const jobs = [
      { ...intern, responsibilities: ['Review code and mentor teammates'] },
      { ...intern, id: -1, title: 'Engineering Manager' },
    ];
    expect(rules({ ...world, jobs })).toEqual(
      expect.arrayContaining(['job-seniority-duties', 'job-title-level']),
    );
  });

  it("catches years of experience that are not the level's: an intern asked for three years", () => {
    const world = worldOf();
    const intern = world.jobs.find((job) => job.employment_type === 'internship')!;
    const senior = world.jobs.find((job) => job.experience_level === 'senior')!;
    const jobs = [
      { ...intern, requirements: [...intern.requirements, '3+ years in a similar role'] },
      { ...senior, description: `${senior.description}\n\nYou have two to four years behind you.` },
    ];
    const problems = lintWorld({ ...world, jobs }).filter((p) => p.rule === 'job-experience-level');
    expect(problems.map((p) => [p.where, p.detail])).toEqual([
      [`job ${intern.id}`, expect.stringContaining("asks for '3+ years', the level is 0–1 years")],
      [
        `job ${senior.id}`,
        expect.stringContaining("asks for 'two to four years', the level is 5+ years"),
      ],
    ]);
  });

  it("catches a skill that is not the role's", () => {
    const world = worldOf();
    const job = world.jobs.find(
      (candidate) => candidate.title === 'Mobile Developer (React Native)',
    )!;
    const jobs = [{ ...job, required_skills: ['Swift', 'PostgreSQL', 'Figma'] }];
    expect(lintWorld({ ...world, jobs }).map((p) => p.detail)).toEqual(
      expect.arrayContaining([expect.stringContaining('Swift is not')]),
    );
  });

  it('catches a manager paid by the hour, and pay far from what the role pays', () => {
    const world = worldOf();
    const manager = world.jobs.find((job) => job.title === 'Engineering Manager')!;
    const hourly = {
      ...manager,
      employment_type: 'contract' as const,
      salary_min: 16,
      salary_max: 41,
      currency: 'USD',
      salary_period: 'hour' as const,
    };
    const problems = lintWorld({ ...world, jobs: [hourly] }).filter((p) => p.rule === 'job-pay');
    expect(problems.map((p) => p.detail)).toEqual([
      expect.stringContaining('paid by the hour to lead'),
      expect.stringContaining('not what the role pays'),
      expect.stringContaining('too wide'),
    ]);
  });

  it("catches a company's About that names places outside its country", () => {
    const world = worldOf();
    const job = world.jobs.find((candidate) => candidate.country === 'Vietnam')!;
    const about = `${job.company_name} is a travel company with teams in Goa and Colombo.`;
    expect(rules({ ...world, jobs: [{ ...job, company_description: about }] })).toContain(
      'company-location',
    );
  });

  it("catches a neighbourhood's pro or con that is untrue of where it is", () => {
    const world = worldOf();
    const chiangMai = world.locations.find((location) => location.city === 'Chiang Mai')!;
    const guide = guideOf(chiangMai)!;
    const oldCity = guide.neighborhoods!.find((hood) => hood.name === 'Old City')!;
    oldCity.cons = ['Far from the centre'];
    oldCity.pros = ['Steps from the beach'];
    const locations = [{ ...chiangMai, comprehensive_guide: JSON.stringify(guide) }];
    const problems = lintWorld({ ...world, locations }).filter(
      (p) => p.rule === 'neighbourhood-setting',
    );
    expect(problems.map((p) => p.detail)).toEqual([
      "'Steps from the beach', but it has no coast",
      "'Steps from the beach', but it is not on the beach",
      "'Far from the centre', but it is central",
    ]);
  });

  it('catches a beach for an inland place, and a picture that does not fit a listing', () => {
    const world = worldOf();
    const motorbike = world.ads.find((ad) => ad.title.startsWith('Honda Click'))!;
    const beach = '/images/scenes/generated/beach-1.svg';
    const restaurant = world.ads.find((ad) => ad.category === 'restaurants')!;
    const mountains = '/images/scenes/generated/mountains-1.svg';
    const chiangMai = world.locations.find((location) => location.city === 'Chiang Mai')!;
    const problems = lintWorld({
      ...world,
      ads: [
        { ...motorbike, photo: beach },
        { ...restaurant, photo: mountains },
      ],
      locations: [{ ...chiangMai, imageUrl: beach }],
    }).filter((p) => p.rule === 'picture-subject');
    expect(problems.map((p) => p.where)).toEqual([
      'location chiang-mai',
      `ad ${motorbike.id}`,
      `ad ${restaurant.id}`,
    ]);
  });

  it('catches one photo twice on a page of a category of the classifieds', async () => {
    const [first, ...others] = db.ad
      .findMany()
      .filter((ad) => ad.category === 'buy-sell' && !ad.sold_at);
    const second = others.find((ad) => new Date(ad.expires_at) > new Date())!;
    await db.ad.update(second, {
      data(row) {
        row.photo = first!.photo;
      },
    });
    const pages = (await lintListImages(fetchJson)).map((p) => p.where);
    expect(pages).toContain('/ads?category=buy-sell&page=1');
  });

  it('catches a sentence cloned from place to place, in places and in articles', () => {
    const world = worldOf();
    const cloned = (city: string) => `${city} is a cultural touchstone of Southeast Asia.`;
    const locations = world.locations.map((location, index) =>
      index < 4 ? { ...location, description: cloned(location.city) } : location,
    );
    const skeleton = lintWorld({ ...world, locations }).filter((p) => p.rule === 'skeleton');
    expect(skeleton.map((p) => p.detail)).toEqual([
      '4× ◇ is a cultural touchstone of southeast asia',
    ]);

    const articles = world.articles.map((article, index) =>
      index < 4 ? { ...article, content: `${article.content}\n\n${cloned('Hanoi')}` } : article,
    );
    const rulesFor = (kinds = SKELETON_KINDS) =>
      lintWorld({ ...world, articles }, { kinds }).map((p) => p.rule);
    expect(rulesFor()).toContain('skeleton');
    expect(rulesFor(SKELETON_KINDS.filter((kind) => kind !== 'article'))).not.toContain('skeleton');
  });

  it('lets a kind that grows with the world repeat a shape three times per 1× of it', () => {
    const world = worldOf();
    const topics = world.topics.map((topic, index) =>
      index < 6
        ? { ...topic, title: `Night ferry timetables out of ${world.locations[index]!.city}?` }
        : topic,
    );
    const skeletonAt = (scale: number) =>
      lintWorld({ ...world, topics }, { scale }).filter((p) => p.rule === 'skeleton');
    expect(skeletonAt(1)).toHaveLength(1);
    expect(skeletonAt(2)).toEqual([]);
  });

  it('catches a thread body or a reply cloned from place to place, three times per 1× of the world', () => {
    const world = worldOf();
    const cloned = (city: string) => `Just moved to ${city} and the rent here is a real shock.`;
    const topics = world.topics.map((topic, index) =>
      index < 4
        ? { ...topic, content: `${topic.content}\n\n${cloned(world.locations[index]!.city)}` }
        : topic,
    );
    const replies = world.replies.map((reply, index) =>
      index < 4 ? { ...reply, content: cloned(world.locations[index]!.city) } : reply,
    );
    const skeletonAt = (scale: number) =>
      lintWorld({ ...world, topics, replies }, { scale }).filter((p) => p.rule === 'skeleton');
    expect(skeletonAt(1).map((p) => p.where.split(' ')[0])).toEqual(['topic', 'reply']);
    expect(skeletonAt(1).map((p) => p.detail)).toEqual([
      '4× just moved to ◇ and the rent here is a real shock',
      '4× just moved to ◇ and the rent here is a real shock',
    ]);
    expect(skeletonAt(2)).toEqual([]);
  });

  it("catches a guide's practical sentence cloned from place to place, but lets a country's places share its visa rules", () => {
    const world = worldOf();
    const withGuide = (edit: (guide: Guide, location: World['locations'][number]) => void) =>
      world.locations.map((location) => {
        const guide = guideOf(location);
        if (!guide?.transportation) return location;
        edit(guide, location);
        return { ...location, comprehensive_guide: JSON.stringify(guide) };
      });
    const skeletonOf = (locations: World['locations']) =>
      lintWorld({ ...world, locations }).filter((p) => p.rule === 'skeleton');
    const traffic = withGuide((guide, location) => {
      (guide.transportation as { traffic_patterns: string }).traffic_patterns =
        `Traffic in ${location.city} is at its worst at rush hour.`;
    });
    expect(skeletonOf(traffic).map((p) => p.detail)).toEqual([
      expect.stringMatching(/^\d+× traffic in ◇ is at its worst at rush hour$/),
    ]);

    const note = 'Overstaying is fined every day, and the fine is paid as you leave.';
    const visaNote = (countries: number) => {
      const chosen = [...new Set(world.locations.map((location) => location.country))].slice(
        0,
        countries,
      );
      return withGuide((guide, location) => {
        const visa = (guide.visa_requirements ?? guide.visa_and_legal) as {
          important_notes: string[];
        };
        if (chosen.includes(location.country)) visa.important_notes = [note];
      });
    };
    const placesOfFirstCountry = world.locations.filter(
      (location) => location.country === world.locations[0]!.country,
    );
    expect(placesOfFirstCountry.length).toBeGreaterThan(3);
    expect(skeletonOf(visaNote(1))).toEqual([]);
    expect(skeletonOf(visaNote(4)).map((p) => p.where)).toEqual([
      expect.stringMatching(/^country .* and 1 more$/),
    ]);
  });

  it("catches a guide's business sentence cloned from place to place, but lets a country's places share its chambers", () => {
    const world = worldOf();
    const withBusiness = (
      edit: (business: Record<string, unknown>, location: World['locations'][number]) => void,
    ) =>
      world.locations.map((location) => {
        const guide = guideOf(location);
        if (!guide?.business_environment) return location;
        edit(guide.business_environment, location);
        return { ...location, comprehensive_guide: JSON.stringify(guide) };
      });
    const skeletonOf = (locations: World['locations']) =>
      lintWorld({ ...world, locations }).filter((p) => p.rule === 'skeleton');
    const guided = world.locations.filter((location) => guideOf(location)?.business_environment);
    const four = new Set(guided.slice(0, 4).map((location) => location.slug));
    const startup = withBusiness((business, location) => {
      if (four.has(location.slug))
        business.startup_ecosystem = `${location.city} has a busy startup scene with regular meetups.`;
    });
    expect(skeletonOf(startup).map((p) => [p.where, p.detail])).toEqual([
      [
        expect.stringMatching(/^location .* and 1 more$/),
        '4× ◇ has a busy startup scene with regular meetups',
      ],
    ]);
    const three = withBusiness((business, location) => {
      if ([...four].slice(0, 3).includes(location.slug))
        business.startup_ecosystem = `${location.city} has a busy startup scene with regular meetups.`;
    });
    expect(skeletonOf(three)).toEqual([]);
    expect(
      lintWorld(
        { ...world, locations: startup },
        { kinds: SKELETON_KINDS.filter((kind) => kind !== 'guide-business') },
      ).filter((p) => p.rule === 'skeleton'),
    ).toEqual([]);

    const chambers = 'Chambers of commerce, nomad meetups and industry groups hold monthly events.';
    const countries = (count: number) => {
      const chosen = [...new Set(guided.map((location) => location.country))].slice(0, count);
      return withBusiness((business, location) => {
        if (chosen.includes(location.country)) business.business_networking = chambers;
      });
    };
    expect(skeletonOf(countries(1))).toEqual([]);
    expect(skeletonOf(countries(4)).map((p) => p.where)).toEqual([
      expect.stringMatching(/^country .* and 1 more$/),
    ]);
  });
});
