// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { InsiderGuideListResponse, InsiderGuideResponse } from '@/api/generated';
import { startSeededSession, type SeededTier } from '../sessions';
import { callApi, setupMockApi } from '../testing';

setupMockApi();

const SLUG = 'chiang-mai-old-city-mornings';

async function guideAs(tier: SeededTier | null) {
  const token = tier ? await startSeededSession(tier) : undefined;
  return ((await callApi(`/insider-guides/${SLUG}`, { token })).body as InsiderGuideResponse).data;
}

describe('insider guides', () => {
  it('lists every guide newest first, with its place and author', async () => {
    const { data } = (await callApi('/insider-guides')).body as InsiderGuideListResponse;
    expect(data).toHaveLength(6);
    expect(data[0]).toMatchObject({
      slug: SLUG,
      location: { slug: 'chiang-mai', city: 'Chiang Mai', country: 'Thailand' },
      author: { name: 'Ploy Saetang', lives_there_since: 2019 },
      section_count: 4,
      locked: true,
    });
    const published = data.map((guide) => Date.parse(guide.published_at));
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });

  it('gives visitors and Explorers the opening section and the titles of the rest', async () => {
    for (const tier of [null, 'free'] as const) {
      const guide = await guideAs(tier);
      expect(guide.locked).toBe(true);
      expect(guide.content).toMatch(/^## Start at the moat\n\n/);
      expect(guide.content).not.toContain('Breakfast');
      expect(guide.hidden_section_titles).toEqual([
        'Breakfast',
        'A desk for the morning',
        'Before the heat',
      ]);
    }
  });

  it('gives Adventurer and Enterprise members the whole guide', async () => {
    for (const tier of ['premium', 'corporate'] as const) {
      const guide = await guideAs(tier);
      expect(guide.locked).toBe(false);
      expect(guide.content.match(/^## /gm)).toHaveLength(4);
      expect(guide.hidden_section_titles).toEqual([]);
    }
  });

  it('answers 404 for a guide that does not exist', async () => {
    expect((await callApi('/insider-guides/no-such-guide')).status).toBe(404);
  });
});
