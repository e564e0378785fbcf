// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { seedDatabase } from '.';
import { ARTICLE_CATEGORIES } from './categories';

async function snapshot() {
  await seedDatabase();
  return {
    locations: db.location.findMany(),
    jobs: db.job.findMany(),
    articles: db.article.findMany(),
    users: db.user.findMany(),
  };
}

function parseGuide(text: string | null): unknown {
  if (text === null) return null;
  const start = text.indexOf('{');
  return JSON.parse(text.slice(start));
}

describe('the seed', () => {
  it('is identical on every run (same seed, same reference date)', async () => {
    const first = await snapshot();
    const second = await snapshot();
    expect(second).toEqual(first);
  });

  it('has at least 47 real locations in at least 12 countries, Southeast Asia first', async () => {
    const { locations } = await snapshot();
    expect(locations.length).toBeGreaterThanOrEqual(47);
    expect(new Set(locations.map((location) => location.country)).size).toBeGreaterThanOrEqual(12);
    expect(locations[0]).toMatchObject({
      city: 'Bangkok',
      country: 'Thailand',
      timezone: 'Asia/Bangkok',
      currency: 'THB',
    });
    expect(locations[0]!.latitude).toBeCloseTo(13.75, 1);
    expect(new Set(locations.map((location) => location.slug)).size).toBe(locations.length);
  });

  it('gives locations guides that are mostly complete, some prefixed, some partial and two unparseable', async () => {
    const { locations } = await snapshot();
    const guides = locations.map((location) => location.comprehensive_guide);
    const parseable = guides.filter((guide) => {
      try {
        return parseGuide(guide) !== null;
      } catch {
        return false;
      }
    });
    const unparseable = guides.filter((guide) => guide !== null && !parseable.includes(guide));
    expect(unparseable).toHaveLength(2);
    expect(parseable.length).toBeGreaterThan(locations.length * 0.8);
    expect(
      guides.filter((guide) => guide?.startsWith('## Overview')).length,
    ).toBeGreaterThanOrEqual(5);
    const partial = parseable.filter((guide) => !('healthcare' in (parseGuide(guide) as object)));
    expect(partial.length).toBeGreaterThanOrEqual(3);
  });

  it('names the highlights a guide is known for as names, mid-sentence', async () => {
    const { locations } = await snapshot();
    const bangkok = locations.find((location) => location.city === 'Bangkok')!;
    expect(bangkok.overview).toMatch(
      /[a-z,] street food on Yaowarat Road, Grand Palace and Wat Pho/,
    );
  });

  it('uses both spellings of the safety and visa sections', async () => {
    const { locations } = await snapshot();
    const keys = locations.flatMap((location) => {
      try {
        return Object.keys(parseGuide(location.comprehensive_guide) as object);
      } catch {
        return [];
      }
    });
    expect(keys).toEqual(
      expect.arrayContaining([
        'safety',
        'safety_and_security',
        'visa_and_legal',
        'visa_requirements',
      ]),
    );
  });

  it('has at least 200 jobs across every type, remote included, with the details a job page needs', async () => {
    const { jobs } = await snapshot();
    expect(jobs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(jobs.map((job) => job.jobType))).toEqual(
      new Set(['tech', 'teaching', 'hospitality', 'marketing', 'healthcare']),
    );
    expect(jobs.filter((job) => job.locationType === 'remote').length).toBeGreaterThan(10);
    expect(jobs.filter((job) => job.visa_sponsorship).length).toBeGreaterThan(10);
    for (const job of jobs) {
      expect(job.requirements.length).toBeGreaterThan(0);
      expect(job.interview_process.length).toBeGreaterThan(1);
      expect(job.application_url).toMatch(/^https:\/\//);
    }
  });

  it('has at least 60 articles across the five content types and the home page categories', async () => {
    const { articles } = await snapshot();
    expect(articles.length).toBeGreaterThanOrEqual(60);
    expect(new Set(articles.map((article) => article.content_type))).toEqual(
      new Set(['guide', 'listicle', 'qa', 'comparison', 'blog']),
    );
    const categories = new Set(articles.map((article) => article.category));
    for (const { category } of ARTICLE_CATEGORIES) expect(categories).toContain(category);
    for (const article of articles) {
      expect(article.content).toMatch(/^## /m);
      expect(article.content).toMatch(/^- /m);
      expect(article.internal_links.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses only local images', async () => {
    const { locations, articles } = await snapshot();
    const images = [
      ...locations.map((location) => location.imageUrl),
      ...articles.map((article) => article.featured_image),
    ];
    for (const image of images.filter(Boolean)) expect(image).toMatch(/^\/images\/.+\.svg$/);
  });

  it('has one account per tier, stored without plain passwords', async () => {
    const { users } = await snapshot();
    expect(users.map((user) => user.membership_tier)).toEqual(['free', 'premium', 'corporate']);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(user)).not.toContain('123!');
    }
  });
});
