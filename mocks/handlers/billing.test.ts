// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CheckoutResponse,
  Invoice,
  InvoicesResponse,
  Subscription,
  SubscriptionResponse,
  UserResponse,
} from '@/api/generated';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '../fixedClock';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';
import { TEST_BANK_CODE, TEST_CARDS } from '../testCards';

setupMockApi();
afterEach(() => pinClock(FIXED_NOW, { frozen: true }));

const DAY_MS = 24 * 3_600_000;
const daysFromNow = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY_MS);
const post = (path: string, token: string, body?: object) =>
  callApi(path, { method: 'POST', token, body: body && JSON.stringify(body) });

const card = (card_number: string) => ({
  plan: 'premium',
  card_number,
  expiry_month: 8,
  expiry_year: FIXED_NOW.getUTCFullYear() + 2,
  cvc: '123',
  cardholder_name: 'Emma Explorer',
});

async function subscriptionOf(token: string): Promise<Subscription> {
  return ((await callApi('/billing/subscription', { token })).body as SubscriptionResponse).data;
}
async function invoicesOf(token: string): Promise<Invoice[]> {
  return ((await callApi('/billing/invoices', { token })).body as InvoicesResponse).data;
}
async function tierOf(token: string) {
  return ((await callApi('/auth/user', { token })).body as UserResponse).data.membership_tier;
}

describe('checkout', () => {
  it("starts an Explorer's 30-day free trial with the test card: Adventurer at once, $0.00 today", async () => {
    const token = await startSeededSession('free');
    expect(await subscriptionOf(token)).toMatchObject({ status: 'none', trial_available: true });
    const { status, body } = await post('/billing/checkout', token, card(TEST_CARDS.succeeds));
    expect(status).toBe(200);
    const { data } = body as CheckoutResponse;
    expect(data).toMatchObject({
      status: 'succeeded',
      user: { membership_tier: 'premium' },
      subscription: {
        status: 'trialing',
        trial_ends_at: daysFromNow(30).toISOString(),
        renews_at: daysFromNow(30).toISOString(),
        card: { brand: 'visa', last4: '4242' },
      },
    });
    expect(await tierOf(token)).toBe('premium');
    expect(await invoicesOf(token)).toMatchObject([
      { amount_cents: 0, description: 'Adventurer, 30-day free trial', number: 'GIN-0001-0001' },
    ]);
    expect((await callApi('/journal/entries', { token })).status).toBe(200);
  });

  it('declines the declined test card with 402 and changes nothing', async () => {
    const token = await startSeededSession('free');
    const { status, body } = await post('/billing/checkout', token, card(TEST_CARDS.declined));
    expect(status).toBe(402);
    expect(body).toEqual({
      message:
        'Your card was declined. Nothing was charged. Try another card, or ask your bank why.',
    });
    expect(await tierOf(token)).toBe('free');
    expect(await invoicesOf(token)).toEqual([]);
  });

  it('refuses a number that fails the Luhn check, an expired card and a short security code', async () => {
    const token = await startSeededSession('free');
    const refused = async (changes: object) =>
      (await post('/billing/checkout', token, { ...card(TEST_CARDS.succeeds), ...changes })).body;
    expect(await refused({ card_number: '4242424242424241' })).toMatchObject({
      errors: { card_number: ['This card number is not valid. Check it and try again.'] },
    });
    expect(
      await refused({ expiry_month: 2, expiry_year: FIXED_NOW.getUTCFullYear() }),
    ).toMatchObject({ errors: { expiry_month: ['This card has expired.'] } });
    expect(await refused({ card_number: '378282246310005', cvc: '123' })).toMatchObject({
      errors: { cvc: ['Enter the 4-digit security code of your card.'] },
    });
  });

  it('asks for the bank code on the second-step card, and starts the plan only with the right code', async () => {
    const token = await startSeededSession('free');
    const started = (await post('/billing/checkout', token, card(TEST_CARDS.asksForCode)))
      .body as CheckoutResponse;
    expect(started.data).toMatchObject({ status: 'requires_confirmation', user: null });
    expect(await tierOf(token)).toBe('free');

    const confirm = (code: string) =>
      post(`/billing/checkout/${started.data.checkout_id}/confirm`, token, { code });
    expect((await confirm('654321')).body).toMatchObject({
      errors: { code: ['This code does not match. Check the latest text message from your bank.'] },
    });
    const confirmed = await confirm(TEST_BANK_CODE);
    expect((confirmed.body as CheckoutResponse).data).toMatchObject({
      status: 'succeeded',
      user: { membership_tier: 'premium' },
      subscription: { card: { last4: '3220' } },
    });
    expect((await confirm(TEST_BANK_CODE)).status).toBe(404);
  });

  it('cancels the payment at the fifth wrong bank code, saying so, and charges nothing', async () => {
    const token = await startSeededSession('free');
    const started = (await post('/billing/checkout', token, card(TEST_CARDS.asksForCode)))
      .body as CheckoutResponse;
    const confirm = (code: string) =>
      post(`/billing/checkout/${started.data.checkout_id}/confirm`, token, { code });
    for (let wrong = 1; wrong < 5; wrong += 1) expect((await confirm('654321')).status).toBe(422);
    const fifth = await confirm('654321');
    expect(fifth).toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('fifth wrong code') },
    });
    expect((await confirm(TEST_BANK_CODE)).status).toBe(404);
    expect(await tierOf(token)).toBe('free');
  });

  it('lets a bank confirmation expire after 15 minutes', async () => {
    const token = await startSeededSession('free');
    const started = (await post('/billing/checkout', token, card(TEST_CARDS.asksForCode)))
      .body as CheckoutResponse;
    pinClock(new Date(FIXED_NOW.getTime() + 16 * 60_000), { frozen: true });
    const late = await post(`/billing/checkout/${started.data.checkout_id}/confirm`, token, {
      code: TEST_BANK_CODE,
    });
    expect(late.status).toBe(404);
  });

  it('refuses members who already have Adventurer or Enterprise', async () => {
    for (const tier of ['premium', 'corporate'] as const) {
      const token = await startSeededSession(tier);
      expect((await post('/billing/checkout', token, card(TEST_CARDS.succeeds))).status).toBe(409);
    }
  });
});

describe('a running plan, by the clock', () => {
  it("bills the seeded Adventurer's trial and every month since, newest first", async () => {
    const token = await startSeededSession('premium');
    const subscription = await subscriptionOf(token);
    expect(subscription).toMatchObject({ status: 'active', trial_available: false });
    expect(Date.parse(subscription.renews_at!)).toBeGreaterThan(FIXED_NOW.getTime());
    const invoices = await invoicesOf(token);
    expect(invoices.map((invoice) => invoice.amount_cents)).toEqual([900, 900, 900, 900, 0]);
    expect(invoices[0]!.number).toBe('GIN-0002-0005');
    expect(invoices.every((invoice) => Date.parse(invoice.issued_at) <= FIXED_NOW.getTime())).toBe(
      true,
    );
  });

  it('turns a trial into a paid month when it ends', async () => {
    const token = await startSeededSession('free');
    await post('/billing/checkout', token, card(TEST_CARDS.succeeds));
    pinClock(daysFromNow(31), { frozen: true });
    expect(await subscriptionOf(token)).toMatchObject({ status: 'active', trial_ends_at: null });
    expect((await invoicesOf(token)).map((invoice) => invoice.amount_cents)).toEqual([900, 0]);
  });

  it('cancels at the end of the trial: Adventurer until then, Explorer after, never charged', async () => {
    const token = await startSeededSession('free');
    await post('/billing/checkout', token, card(TEST_CARDS.succeeds));
    const cancelled = (await post('/billing/subscription/cancel', token))
      .body as SubscriptionResponse;
    expect(cancelled.data).toMatchObject({
      status: 'ending',
      ends_at: daysFromNow(30).toISOString(),
      renews_at: null,
    });
    expect(await tierOf(token)).toBe('premium');

    pinClock(daysFromNow(30), { frozen: true });
    expect(await tierOf(token)).toBe('free');
    expect(await subscriptionOf(token)).toMatchObject({ status: 'none', trial_available: false });
    expect((await invoicesOf(token)).map((invoice) => invoice.amount_cents)).toEqual([0]);
    expect((await post('/billing/subscription/resume', token)).status).toBe(409);
  });

  it('keeps a cancelled plan when the member changes their mind before it ends', async () => {
    const token = await startSeededSession('premium');
    const { renews_at } = await subscriptionOf(token);
    await post('/billing/subscription/cancel', token);
    expect((await post('/billing/subscription/cancel', token)).status).toBe(409);
    const kept = (await post('/billing/subscription/resume', token)).body as SubscriptionResponse;
    expect(kept.data).toMatchObject({ status: 'active', renews_at, ends_at: null });
  });

  it('charges the first month at once when the member had a trial before', async () => {
    const token = await startSeededSession('free');
    await post('/billing/checkout', token, card(TEST_CARDS.succeeds));
    await post('/billing/subscription/cancel', token);
    pinClock(daysFromNow(40), { frozen: true });
    const again = (await post('/billing/checkout', token, card(TEST_CARDS.succeeds)))
      .body as CheckoutResponse;
    expect(again.data.subscription).toMatchObject({ status: 'active', trial_ends_at: null });
    expect((await invoicesOf(token)).map((invoice) => invoice.amount_cents)).toEqual([900, 0]);
  });

  it('has no self-serve plan or invoices for Enterprise', async () => {
    const token = await startSeededSession('corporate');
    expect(await subscriptionOf(token)).toMatchObject({ status: 'managed', card: null });
    expect(await invoicesOf(token)).toEqual([]);
    expect((await post('/billing/subscription/cancel', token)).status).toBe(409);
  });
});
