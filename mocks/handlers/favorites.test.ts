// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FavoriteListResponse } from '@/api/generated';
import { callApi, setupMockApi } from '../testing';
import { startSeededSession } from '../sessions';
import { TEST_CARDS } from '../testCards';
import { FAVORITES_LIMIT_MESSAGE } from './favorites';

setupMockApi();

const save = (token: string, kind: string, itemId: number) =>
  callApi('/favorites', { method: 'POST', token, body: JSON.stringify({ kind, item_id: itemId }) });

describe('favourites', () => {
  it("lists a member's saved items with a title and a link to each, and the plan's limit", async () => {
    const token = await startSeededSession('free');
    const { body } = await callApi('/favorites', { token });
    const { data, meta } = body as FavoriteListResponse;
    expect(meta).toEqual({ count: 3, limit: 10 });
    expect(
      data.find((favorite) => favorite.kind === 'location' && favorite.item_id === 2),
    ).toMatchObject({
      title: 'Chiang Mai, Thailand',
      path: '/locations/thailand/chiang-mai',
    });
  });

  it('refuses the eleventh save of an Explorer with a message', async () => {
    const token = await startSeededSession('free');
    for (let itemId = 20; itemId < 27; itemId += 1)
      expect((await save(token, 'job', itemId)).status).toBe(201);
    const eleventh = await save(token, 'job', 40);
    expect(eleventh).toMatchObject({ status: 403, body: { message: FAVORITES_LIMIT_MESSAGE } });
  });

  it('lets an Adventurer save without a limit', async () => {
    const token = await startSeededSession('premium');
    for (let itemId = 20; itemId < 32; itemId += 1)
      expect((await save(token, 'article', itemId)).status).toBe(201);
    const { body } = await callApi('/favorites', { token });
    expect((body as FavoriteListResponse).meta).toEqual({ count: 16, limit: null });
  });

  it('removes only the member’s own items', async () => {
    const token = await startSeededSession('free');
    expect((await callApi('/favorites/4', { method: 'DELETE', token })).status).toBe(404);
    expect((await callApi('/favorites/1', { method: 'DELETE', token })).status).toBe(204);
    const { body } = await callApi('/favorites', { token });
    expect((body as FavoriteListResponse).meta.count).toBe(2);
  });
});

describe('membership and journal', () => {
  it('unlocks the journal once an Explorer upgrades to Adventurer', async () => {
    const token = await startSeededSession('free');
    expect((await callApi('/journal/entries', { token })).status).toBe(403);
    const upgrade = await callApi('/billing/checkout', {
      method: 'POST',
      token,
      body: JSON.stringify({
        plan: 'premium',
        card_number: TEST_CARDS.succeeds,
        expiry_month: 8,
        expiry_year: 2090,
        cvc: '123',
        cardholder_name: 'Emma Explorer',
      }),
    });
    expect(upgrade.body).toMatchObject({ data: { user: { membership_tier: 'premium' } } });
    expect((await callApi('/journal/entries', { token })).status).toBe(200);
  });

  it('changes the password only with the current one, and the new one signs in', async () => {
    const token = await startSeededSession('corporate');
    const change = (current: string) =>
      callApi('/account/password', {
        method: 'PUT',
        token,
        body: JSON.stringify({
          current_password: current,
          password: 'Harbour-lights-9',
          password_confirmation: 'Harbour-lights-9',
        }),
      });
    expect((await change('wrong')).body).toMatchObject({
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect((await change('Enterprise123!')).status).toBe(204);
    const login = await callApi('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'enterprise@ginger.example', password: 'Harbour-lights-9' }),
    });
    expect(login.status).toBe(200);
  });

  it('answers the same neutral message whether or not an account exists', async () => {
    const known = await callApi('/auth/forgot-password', {
      method: 'POST',
      body: JSON.stringify({ email: 'explorer@ginger.example' }),
    });
    const unknown = await callApi('/auth/forgot-password', {
      method: 'POST',
      body: JSON.stringify({ email: 'ghost@ginger.example' }),
    });
    expect(known).toMatchObject({ status: 202 });
    expect(unknown.body).toEqual(known.body);
  });
});
