// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { AdListResponse, AdResponse, MyAdsResponse, UserResponse } from '@/api/generated';
import { pinClock } from '@/lib/clock';
import { db } from '../db';
import { FIXED_NOW } from '../fixedClock';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';

setupMockApi();
afterEach(() => pinClock(FIXED_NOW, { frozen: true }));

const DAY_MS = 24 * 3_600_000;
const listAds = async (query = '') => (await callApi(`/ads${query}`)).body as AdListResponse;
const post = (path: string, token: string) => callApi(path, { method: 'POST', token });
const send = (path: string, body: object, token?: string, method = 'POST') =>
  callApi(path, { method, body: JSON.stringify(body), token });
const live = async () => (await listAds()).data;

/** A new listing's words; each test adds its price. */
const LISTING = {
  title: 'Rice cooker and kettle, leaving Hanoi',
  category: 'buy-sell',
  description:
    'A Zojirushi rice cooker and an electric kettle, both two years old and working well.',
  location: 'Hanoi, Vietnam',
  contact_email: 'emma@example.com',
};

describe('the classifieds', () => {
  it('lists live listings only, newest first, 12 to a page', async () => {
    const { data, meta } = await listAds();
    expect(meta).toMatchObject({ per_page: 12, last_page: Math.ceil(meta.total / 12) });
    expect(data).toHaveLength(Math.min(meta.total, 12));
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

describe("a classified's price", () => {
  it('answers an amount with its currency, free, or on request, with nothing left over', async () => {
    const ads = await live();
    for (const ad of ads) {
      if (ad.price_kind === 'amount') {
        expect(ad.price_amount).toBeGreaterThan(0);
        expect(ad.price_currency).toMatch(/^[A-Z]{3}$/);
      } else
        expect(ad).toMatchObject({ price_amount: null, price_currency: null, price_period: null });
    }
    expect(new Set(ads.map((ad) => ad.price_kind))).toEqual(
      new Set(['amount', 'free', 'on_request']),
    );
  });

  it('filters by currency and a range in it, both ends included, and by free', async () => {
    const baht = (await live()).filter((ad) => ad.price_currency === 'THB');
    const amounts = baht.map((ad) => ad.price_amount!).sort((a, b) => a - b);
    const [low, high] = [amounts[0]!, amounts.at(-1)!];
    expect(low).toBeLessThan(high);
    const all = await listAds('?currency=THB');
    expect(all.meta.total).toBe(baht.length);
    const ranged = await listAds(`?currency=THB&min_price=${low}&max_price=${high - 1}`);
    expect(ranged.data.map((ad) => ad.price_amount)).not.toContain(high);
    expect(ranged.data.map((ad) => ad.price_amount)).toContain(low);
    expect(ranged.meta.total).toBe(baht.length - amounts.filter((a) => a === high).length);
    const free = await listAds('?free=true');
    expect(free.meta.total).toBeGreaterThan(0);
    expect(free.data.every((ad) => ad.price_kind === 'free')).toBe(true);
  });

  it('refuses a range without its currency, or upside down', async () => {
    const bare = await callApi('/ads?max_price=100');
    expect(bare.status).toBe(422);
    expect(bare.body).toMatchObject({ errors: { currency: [expect.any(String)] } });
    const upsideDown = await callApi('/ads?currency=THB&min_price=100&max_price=50');
    expect(upsideDown.body).toMatchObject({ errors: { max_price: [expect.any(String)] } });
  });

  it('keeps what a member asks, and refuses an amount without its currency', async () => {
    const token = await startSeededSession('corporate');
    const missing = await send(
      '/ads',
      { ...LISTING, price_kind: 'amount', price_amount: 900_000, price_currency: null },
      token,
    );
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { price_currency: [expect.any(String)] } });
    const created = await send(
      '/ads',
      {
        ...LISTING,
        price_kind: 'amount',
        price_amount: 900_000.456,
        price_currency: 'VND',
        price_period: 'month',
      },
      token,
    );
    expect(created.status).toBe(201);
    const ad = (created.body as AdResponse).data;
    expect(ad).toMatchObject({
      price_amount: 900_000.46,
      price_currency: 'VND',
      price_period: 'month',
    });
    const edited = await send(
      `/ads/${ad.id}`,
      { ...LISTING, price_kind: 'free', price_amount: 5, price_currency: 'VND' },
      token,
      'PATCH',
    );
    expect((edited.body as AdResponse).data).toMatchObject({
      price_kind: 'free',
      price_amount: null,
      price_currency: null,
      price_period: null,
    });
  });
});

describe("a classified's seller", () => {
  const MESSAGE = { message: 'Is it still for sale? I could come and see it on Saturday.' };
  const someoneElses = async () => (await live()).find((ad) => !ad.is_yours)!;

  it("is never named: a live listing's contact goes to its owner only", async () => {
    expect((await live()).every((ad) => ad.contact_email === null)).toBe(true);
    const token = await startSeededSession('premium');
    const ad = ((await callApi('/ads/2', { token })).body as AdResponse).data;
    expect(ad).toMatchObject({
      status: 'live',
      is_yours: true,
      contact_email: 'adventurer@ginger.example',
    });
    const freeToken = await startSeededSession('free');
    const asOther = ((await callApi('/ads/2', { token: freeToken })).body as AdResponse).data;
    expect(asOther).toMatchObject({ status: 'live', is_yours: false, contact_email: null });
  });

  it("gets a member's message by mail, with the member's name and email to reply to", async () => {
    const token = await startSeededSession('free');
    const me = ((await callApi('/auth/user', { token })).body as UserResponse).data;
    const ad = await someoneElses();
    const seller = db.ad.findFirst((q) => q.where({ id: ad.id }))!.contact_email;
    const answer = await send(`/ads/${ad.id}/contact`, MESSAGE, token);
    expect(answer.status).toBe(201);
    const mail = db.mail.findMany((q) => q.where({ to: seller })).at(-1)!;
    expect(mail.subject).toBe(`A message about your listing: ${ad.title}`);
    expect(mail.text).toContain(me.name);
    expect(mail.text).toContain(me.email);
    expect(mail.text).toContain(MESSAGE.message);
    expect(mail.link).toBe(`/classifieds/${ad.id}`);
  });

  it('takes messages from members only, about live listings of others', async () => {
    const ad = await someoneElses();
    expect((await send(`/ads/${ad.id}/contact`, MESSAGE)).status).toBe(401);
    const token = await startSeededSession('premium');
    expect((await send('/ads/9999/contact', MESSAGE, token)).status).toBe(404);
    const own = await send('/ads/2/contact', MESSAGE, token);
    expect(own.status).toBe(422);
    expect(own.body).toMatchObject({ message: 'This is your own listing.' });
    const sold = await send('/ads/12/contact', MESSAGE, token);
    expect(sold.status).toBe(422);
    const short = await send(`/ads/${ad.id}/contact`, { message: 'Hi' }, token);
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ errors: { message: [expect.any(String)] } });
  });

  it('takes five messages an hour from a member, then asks them to wait', async () => {
    const token = await startSeededSession('free');
    const ad = await someoneElses();
    for (let sent = 0; sent < 5; sent++)
      expect((await send(`/ads/${ad.id}/contact`, MESSAGE, token)).status).toBe(201);
    const sixth = await send(`/ads/${ad.id}/contact`, MESSAGE, token);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.response.headers.get('Retry-After'))).toBeGreaterThan(0);
    pinClock(new Date(FIXED_NOW.getTime() + 61 * 60_000), { frozen: true });
    expect((await send(`/ads/${ad.id}/contact`, MESSAGE, token)).status).toBe(201);
  });
});
