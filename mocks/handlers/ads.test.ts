// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { AdListResponse, AdResponse, MyAdsResponse } from '@/api/generated';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '../fixedClock';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';

setupMockApi();
afterEach(() => pinClock(FIXED_NOW, { frozen: true }));

const DAY_MS = 24 * 3_600_000;
const listAds = async (query = '') => (await callApi(`/ads${query}`)).body as AdListResponse;
const post = (path: string, token: string) => callApi(path, { method: 'POST', token });

describe('the classifieds', () => {
  it('lists live listings only, newest first, 12 to a page', async () => {
    const { data, meta } = await listAds();
    expect(meta).toMatchObject({ total: 12, per_page: 12, last_page: 1 });
    expect(data.every((ad) => ad.status === 'live')).toBe(true);
    expect(data[0]).toMatchObject({ title: 'Honda Click 125 for sale, papers in order' });
    const listed = data.map((ad) => Date.parse(ad.created_at));
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
  });

  it('filters by category and by words in the title, description or place', async () => {
    const tours = await listAds('?category=tours');
    expect(tours.data.map((ad) => ad.category)).toEqual(['tours', 'tours', 'tours']);
    const kyoto = await listAds('?search=machiya');
    expect(kyoto.data.map((ad) => ad.location)).toEqual(['Kyoto, Japan']);
  });

  it("keeps an ended listing's page, without its contact, except for its owner", async () => {
    const sold = ((await callApi('/ads/12')).body as AdResponse).data;
    expect(sold).toMatchObject({ status: 'sold', contact_email: null, is_yours: false });
    const token = await startSeededSession('premium');
    const expired = ((await callApi('/ads/3', { token })).body as AdResponse).data;
    expect(expired).toMatchObject({
      status: 'expired',
      contact_email: 'adventurer@ginger.example',
      is_yours: true,
    });
  });

  it('gives a member their own listings in every status, and lets them renew an expired one for 30 days', async () => {
    const token = await startSeededSession('premium');
    const mine = ((await callApi('/ads/mine', { token })).body as MyAdsResponse).data;
    expect(mine.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: 2, status: 'live' },
      { id: 3, status: 'expired' },
    ]);
    const renewed = ((await post('/ads/3/renew', token)).body as AdResponse).data;
    expect(renewed).toMatchObject({
      status: 'live',
      expires_at: new Date(FIXED_NOW.getTime() + 30 * DAY_MS).toISOString(),
    });
    const early = await post('/ads/2/renew', token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: expect.stringMatching(/You can renew it in its last 7 days\.$/),
    });
  });

  it('lets a listing expire by the clock, and takes a sold one out of the classifieds', async () => {
    const token = await startSeededSession('premium');
    await post('/ads/2/sold', token);
    expect((await listAds('?search=wok')).data).toEqual([]);
    pinClock(new Date(FIXED_NOW.getTime() + 31 * DAY_MS), { frozen: true });
    expect((await listAds()).meta.total).toBe(0);
  });

  it('edits and deletes only the owner’s listings', async () => {
    const token = await startSeededSession('free');
    expect((await callApi('/ads/2', { method: 'DELETE', token })).status).toBe(404);
    expect((await callApi('/ads/1', { method: 'DELETE', token })).status).toBe(204);
    expect((await callApi('/ads/1')).status).toBe(404);
  });
});
