// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LocationListResponse, LocationResponse } from '@/api/generated';
import { db } from '@mocks/db';
import { startSeededSession } from '@mocks/sessions';
import { callApi, JOB_POSTING, setupMockApi } from '@mocks/testing';

setupMockApi();

async function listLocations(query: string) {
  const { status, body } = await callApi(`/locations${query}`);
  return { status, body: body as LocationListResponse };
}

describe('GET /locations', () => {
  it('pages 12 at a time by default with page information', async () => {
    const { body } = await listLocations('');
    expect(body.data).toHaveLength(12);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 12));
  });

  it('filters by country and lists every country as a filter option', async () => {
    const { body } = await listLocations('?country=Vietnam&per_page=50');
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.data.every((location) => location.country === 'Vietnam')).toBe(true);
    expect(body.available_filters.country).toContain('Japan');
  });

  it('searches city, country and description case-insensitively', async () => {
    const { body } = await listLocations('?search=CHIANG');
    expect(body.data.map((location) => location.city).sort()).toEqual(['Chiang Mai', 'Chiang Rai']);
  });

  it('sorts by city name and by popularity', async () => {
    const byName = (await listLocations('?sort=name&per_page=100')).body.data.map(
      (location) => location.city,
    );
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const byViews = (await listLocations('?sort=popularity&per_page=100')).body.data.map(
      (location) => location.stats.views,
    );
    expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
  });

  it("answers summaries: each guide's facts instead of its texts and articles", async () => {
    const bangkok = (await listLocations('?search=Bangkok')).body.data[0]!;
    expect(bangkok).not.toHaveProperty('content');
    expect(bangkok).not.toHaveProperty('recent_articles');
    expect(bangkok.guide).toEqual({
      category: expect.any(String),
      words: expect.any(Number),
      summary: expect.any(String),
    });
    expect(bangkok.guide.words).toBeGreaterThan(100);
  });

  it("counts each location's jobs and the dating members living there", async () => {
    const { body } = await listLocations('?per_page=100');
    for (const location of body.data) {
      const jobs = await callApi(`/jobs?location_id=${location.id}&per_page=100`);
      expect(location.jobCount, location.city).toBe(
        (jobs.body as { meta: { total: number } }).meta.total,
      );
      const home = `${location.city}, ${location.country}`;
      const residents = db.datingProfile.findMany((q) => q.where({ location: home }));
      expect(location.profileCount, location.city).toBe(residents.length);
    }
    expect(body.data.some((location) => location.jobCount > 0)).toBe(true);
    expect(body.data.some((location) => location.profileCount > 0)).toBe(true);
  });

  it('counts a job a member posts in its city', async () => {
    const hanoi = async () => (await listLocations('?search=Hanoi')).body.data[0]!;
    const before = await hanoi();
    const posted = await callApi('/jobs', {
      method: 'POST',
      token: await startSeededSession('corporate'),
      body: JSON.stringify(JOB_POSTING),
    });
    expect(posted.status).toBe(201);
    const after = await hanoi();
    expect(after.jobCount).toBe(before.jobCount + 1);
    expect(after.stats.job_listings_count).toBe(before.jobCount + 1);
  });

  it('answers 422 with field errors for an unknown sort or a page size over 100', async () => {
    const { status, body } = await callApi('/locations?sort=random&per_page=500');
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: {
        sort: ['The selected sort is invalid.'],
        per_page: ['The per page field must not be greater than 100.'],
      },
    });
  });
});

describe('GET /locations/{slug}', () => {
  it('returns the location with its guide and recent articles', async () => {
    const { status, body } = await callApi('/locations/bangkok');
    expect(status).toBe(200);
    const location = (body as LocationResponse).data;
    expect(location.city).toBe('Bangkok');
    expect(location.content.comprehensive_guide).toContain('cultural_significance');
    expect(location.recent_articles.length).toBeLessThanOrEqual(3);
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const { status, body } = await callApi('/locations/atlantis');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Location not found.' });
  });
});
