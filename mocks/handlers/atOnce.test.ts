// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FavoriteListResponse, InvoicesResponse, TeamResponse } from '@/api/generated';
import { db } from '../db';
import { FIXED_NOW } from '../fixedClock';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';
import { TEST_CARDS } from '../testCards';
import { FREE_FAVORITES_LIMIT } from './favorites';

setupMockApi();

const send = (path: string, token: string | undefined, body?: object) =>
  callApi(path, { method: 'POST', token, body: body && JSON.stringify(body) });

const atOnce = <T>(times: number, request: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: times }, (_, index) => request(index)));

const statuses = (answers: ReadonlyArray<{ status: number }>) =>
  answers.map(({ status }) => status).sort((a, b) => a - b);

describe('requests that arrive at the same instant', () => {
  it("start one Adventurer trial and one invoice from an Explorer's five checkouts", async () => {
    const token = await startSeededSession('free');
    const card = {
      plan: 'premium',
      card_number: TEST_CARDS.succeeds,
      expiry_month: 8,
      expiry_year: FIXED_NOW.getUTCFullYear() + 2,
      cvc: '123',
      cardholder_name: 'Emma Explorer',
    };
    const answers = await atOnce(5, () => send('/billing/checkout', token, card));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    const invoices = (await callApi('/billing/invoices', { token })).body as InvoicesResponse;
    expect(invoices.data).toEqual([
      expect.objectContaining({ amount_cents: 0, description: 'Adventurer, 30-day free trial' }),
    ]);
  });

  it("keep an Explorer's saved items at the plan's limit", async () => {
    const token = await startSeededSession('free');
    const before = (await callApi('/favorites', { token })).body as FavoriteListResponse;
    const room = FREE_FAVORITES_LIMIT - before.meta.count;
    const answers = await atOnce(room + 4, (index) =>
      send('/favorites', token, { kind: 'job', item_id: 20 + index }),
    );
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(room);
    expect(answers.filter(({ status }) => status === 403)).toHaveLength(4);
    const after = (await callApi('/favorites', { token })).body as FavoriteListResponse;
    expect(after.meta.count).toBe(FREE_FAVORITES_LIMIT);
  });

  it('list one free classified a month, however many are sent', async () => {
    const token = await startSeededSession('free');
    const answers = await atOnce(4, (index) =>
      send('/ads', token, {
        title: `Scooter for rent, helmet ${index + 1} included`,
        category: 'buy-sell',
        description: 'A reliable 125cc scooter with two helmets, by the week or the month.',
        location: 'Chiang Mai, Thailand',
        price_kind: 'amount',
        price_amount: 3000,
        price_currency: 'THB',
        contact_email: 'emma@example.com',
      }),
    );
    expect(statuses(answers)).toEqual([201, 422, 422, 422]);
  });

  it("fill a team's last seat once", async () => {
    const token = await startSeededSession('corporate');
    const team = ((await callApi('/team', { token })).body as TeamResponse).data;
    const free = team.seats - team.seats_used;
    const answers = await atOnce(free + 3, (index) =>
      send('/team/invitations', token, { email: `hire-${index}@harbour.example`, role: 'member' }),
    );
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(free);
    expect(answers.filter(({ status }) => status === 409)).toHaveLength(3);
    const full = ((await callApi('/team', { token })).body as TeamResponse).data;
    expect(full.seats_used).toBe(full.seats);
  });

  it('count every like of a topic from members who like it together', async () => {
    const topic = db.forumTopic.findMany()[0]!;
    const members = await Promise.all(
      (['free', 'premium', 'corporate'] as const).map((tier) => startSeededSession(tier)),
    );
    const answers = await atOnce(members.length, (index) =>
      send(`/forums/topics/${topic.id}/like`, members[index]),
    );
    expect(statuses(answers)).toEqual([200, 200, 200]);
    const likes = answers
      .map(({ body }) => (body as { likes: number }).likes)
      .sort((a, b) => a - b);
    expect(likes).toEqual([topic.likes + 1, topic.likes + 2, topic.likes + 3]);
    expect(db.forumTopic.findFirst((q) => q.where({ id: topic.id }))?.likes).toBe(topic.likes + 3);
  });
});
