// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JobListResponse, SearchResponse } from '@/api/generated';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';

setupMockApi();

const search = async (q: string) =>
  (await callApi(`/search?q=${encodeURIComponent(q)}`)).body as SearchResponse;

describe('site search', () => {
  it('answers every section in order, with totals equal to each list’s own search', async () => {
    const result = await search('Bangkok');
    expect(result.sections.map((section) => section.kind)).toEqual([
      'locations',
      'jobs',
      'articles',
      'topics',
    ]);
    const [locations, jobs, articles] = result.sections;
    const total = async (path: string) =>
      ((await callApi(path)).body as { meta: { total: number } }).meta.total;
    expect(locations!.total).toBe(await total('/locations?search=Bangkok'));
    expect(jobs!.total).toBe(await total('/jobs?search=Bangkok'));
    expect(articles!.total).toBe(await total('/content?search=Bangkok'));
    for (const section of result.sections) expect(section.items.length).toBeLessThanOrEqual(5);
    expect(locations!.items[0]).toMatchObject({
      title: 'Bangkok',
      path: '/locations/thailand/bangkok',
    });
  });

  it('ranks title matches before matches in the text', async () => {
    const { sections } = await search('bangkok');
    for (const section of sections) {
      const inTitle = section.items.map((hit) => hit.title.toLowerCase().includes('bangkok'));
      expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('finds nothing for nonsense, and refuses an empty query', async () => {
    const { sections } = await search('qqqzzzxx');
    expect(sections.every((section) => section.total === 0 && section.items.length === 0)).toBe(
      true,
    );
    expect((await callApi('/search?q=')).status).toBe(422);
  });
});

describe('posting', () => {
  it('puts a posted job at the top of the board and in the search', async () => {
    const token = await startSeededSession('free');
    const created = await callApi('/jobs', {
      method: 'POST',
      token,
      body: JSON.stringify({
        title: 'Dive Instructor Wanted',
        company_name: 'Blue Lagoon Divers',
        country: 'Philippines',
        city: 'Cebu City',
        locationType: 'onsite',
        jobType: 'hospitality',
        employment_type: 'full-time',
        experience_level: 'mid',
        currency: 'PHP',
        salary_period: 'month',
        description: 'Lead daily fun dives and open water courses for small groups of guests.',
        application_url: 'https://blue-lagoon.example/jobs',
      }),
    });
    expect(created.status).toBe(201);
    const board = (await callApi('/jobs?per_page=1')).body as JobListResponse;
    expect(board.data[0]?.title).toBe('Dive Instructor Wanted');
    const { sections } = await search('Dive Instructor Wanted');
    expect(sections[1]!.items[0]?.title).toBe('Dive Instructor Wanted');
  });

  it('allows one free listing a month', async () => {
    const token = await startSeededSession('free');
    const listing = {
      title: 'Scooter for rent',
      category: 'buy-sell',
      description: 'A reliable 125cc scooter with two helmets, by the week or the month.',
      location: 'Chiang Mai, Thailand',
      price_kind: 'amount',
      price_amount: 3000,
      price_currency: 'THB',
      contact_email: 'emma@example.com',
    };
    const post = () => callApi('/ads', { method: 'POST', token, body: JSON.stringify(listing) });
    const first = await post();
    expect(first.status).toBe(201);
    const { data } = first.body as { data: { created_at: string; expires_at: string } };
    const days = (Date.parse(data.expires_at) - Date.parse(data.created_at)) / 86_400_000;
    expect(days).toBe(30);
    const second = await post();
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({ message: expect.stringContaining('1 listing per month') });
  });
});
