// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DatingProfileListResponse } from '@/api/generated';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';

setupMockApi();

const list = async (query: string) =>
  (await callApi(`/dating/profiles${query}`)).body as DatingProfileListResponse;

describe('dating profiles', () => {
  it('has at least 48 diverse profiles, paged', async () => {
    const { data, meta } = await list('?per_page=12');
    expect(meta.total).toBeGreaterThanOrEqual(48);
    expect(data).toHaveLength(12);
    const all = (await list('?per_page=48')).data;
    expect(new Set(all.map((profile) => profile.nationality)).size).toBeGreaterThan(8);
    expect(new Set(all.map((profile) => profile.gender))).toEqual(
      new Set(['women', 'men', 'other']),
    );
  });

  it('says a member is a member since the year they joined', async () => {
    for (const profile of (await list('?per_page=48')).data)
      expect(profile.memberSince).toBe(String(new Date(profile.joinedDate).getUTCFullYear()));
  });

  it('filters by country or region, age band and gender together', async () => {
    const { data } = await list('?country=Southeast%20Asia&age=26-35&gender=women&per_page=48');
    expect(data.length).toBeGreaterThan(0);
    for (const profile of data) {
      expect(profile.region).toBe('Southeast Asia');
      expect(profile.age).toBeGreaterThanOrEqual(26);
      expect(profile.age).toBeLessThanOrEqual(35);
      expect(profile.gender).toBe('women');
    }
  });

  it('gives two different profiles for two ids, and similar ones without the profile itself', async () => {
    const first = (await callApi('/dating/profiles/1')).body as {
      data: { id: number; name: string };
    };
    const second = (await callApi('/dating/profiles/2')).body as {
      data: { id: number; name: string };
    };
    expect(first.data.id).not.toBe(second.data.id);
    const similar = (await callApi('/dating/profiles/1/similar')).body as {
      data: Array<{ id: number }>;
    };
    expect(similar.data.length).toBeGreaterThan(0);
    expect(similar.data.map((profile) => profile.id)).not.toContain(1);
  });

  it('offers every country with a profile, with its flag code, whatever the filters', async () => {
    const narrow = await list('?country=Japan&gender=other');
    const all = await list('');
    expect(narrow.available_filters.countries).toEqual(all.available_filters.countries);
    const names = all.available_filters.countries.map((country) => country.name);
    expect(names).toContain('Japan');
    expect(all.available_filters.countries.find((country) => country.name === 'Japan')).toEqual({
      name: 'Japan',
      code: 'JP',
      region: 'East Asia',
    });
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('gives a match only to a signed-in member: a visitor has none', async () => {
    const visitor = (await callApi('/dating/profiles')).body as DatingProfileListResponse;
    expect(visitor.data.every((profile) => profile.compatibility === null)).toBe(true);
    const token = await startSeededSession('free');
    const member = (await callApi('/dating/profiles', { token })).body as DatingProfileListResponse;
    expect(member.data.every((profile) => typeof profile.compatibility === 'number')).toBe(true);
  });

  it("keeps a member's like: the profile says liked for them, not for visitors", async () => {
    const token = await startSeededSession('free');
    const before = (await callApi('/dating/profiles/3', { token })).body as {
      liked: boolean;
      data: { likes: number };
    };
    expect(before.liked).toBe(false);
    const liked = await callApi('/dating/profiles/3/like', { method: 'POST', token });
    expect(liked.body).toEqual({ likes: before.data.likes + 1 });
    expect((await callApi('/dating/profiles/3', { token })).body).toMatchObject({ liked: true });
    expect((await callApi('/dating/profiles/3')).body).toMatchObject({ liked: false });
  });

  it('requires a reason to report', async () => {
    const { status, body } = await callApi('/reports', {
      method: 'POST',
      body: JSON.stringify({ target_type: 'profile', target_id: 1 }),
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { reason: ['The reason field is required.'] } });
  });
});
