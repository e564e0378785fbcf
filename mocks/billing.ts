import type { Invoice, Subscription } from '@/api/generated';
import { DAY_MS } from './seed/timeline';
import { db, type TableRow } from './db';

/**
 * The Adventurer plan as the mock bills it. Nothing runs on a timer: what a subscription row
 * means today (trial, renewal, end, invoices) is worked out from its dates and the clock.
 */
export const TRIAL_DAYS = 30;
export const PRICE_CENTS = 900;

type SubscriptionRow = TableRow<'subscription'>;
type UserRow = TableRow<'user'>;

/** The same day `months` later, or the month's last day when it has fewer days (31 Jan → 28 Feb). */
function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString();
}

const trialEndOf = (row: SubscriptionRow) =>
  new Date(Date.parse(row.started_at) + row.trial_days * DAY_MS).toISOString();

/** The months the card pays for: from the trial's end (or the start), one after the other. */
function paidPeriodStart(row: SubscriptionRow, index: number): string {
  return addMonths(trialEndOf(row), index);
}

export function subscriptionsOf(userId: number): SubscriptionRow[] {
  return db.subscription
    .findMany((q) => q.where({ user_id: userId }))
    .sort((a, b) => a.started_at.localeCompare(b.started_at));
}

const hasEnded = (row: SubscriptionRow, now: Date) =>
  row.ends_at !== null && Date.parse(row.ends_at) <= now.getTime();

/** The member's plan that has not ended yet, if any. */
export function runningSubscription(userId: number, now: Date): SubscriptionRow | undefined {
  const latest = subscriptionsOf(userId).at(-1);
  return latest && !hasEnded(latest, now) ? latest : undefined;
}

/** When the card is next charged: the trial's end, or the start of the next paid month. */
export function nextChargeAt(row: SubscriptionRow, now: Date): string {
  for (let index = 0; ; index++) {
    const start = paidPeriodStart(row, index);
    if (Date.parse(start) > now.getTime()) return start;
  }
}

export type CardColumns = Pick<SubscriptionRow, 'card_brand' | 'card_last4' | 'card_expires'>;

const cardOf = (row: CardColumns) => ({
  brand: row.card_brand,
  last4: row.card_last4,
  expiry_month: new Date(row.card_expires).getUTCMonth() + 1,
  expiry_year: new Date(row.card_expires).getUTCFullYear(),
});

export function subscriptionResource(user: UserRow, now: Date): Subscription {
  const rows = subscriptionsOf(user.id);
  const running = runningSubscription(user.id, now);
  const base = {
    tier: user.membership_tier,
    trial_available: rows.length === 0,
    trial_days: TRIAL_DAYS,
    price_cents: PRICE_CENTS,
    currency: 'USD' as const,
    trial_ends_at: null,
    renews_at: null,
    ends_at: null,
    card: rows.length ? cardOf(rows.at(-1)!) : null,
  };
  if (user.membership_tier === 'corporate') return { ...base, status: 'managed' };
  if (!running) return { ...base, status: 'none' };
  const trialEndsAt = trialEndOf(running);
  const inTrial = Date.parse(trialEndsAt) > now.getTime();
  return {
    ...base,
    status: running.ends_at ? 'ending' : inTrial ? 'trialing' : 'active',
    trial_ends_at: inTrial ? trialEndsAt : null,
    renews_at: running.ends_at ? null : nextChargeAt(running, now),
    ends_at: running.ends_at,
  };
}

const invoiceNumber = (userId: number, sequence: number) =>
  `GIN-${String(userId).padStart(4, '0')}-${String(sequence).padStart(4, '0')}`;

/** Every trial start ($0.00) and every month charged up to now, newest first. */
export function invoicesOf(userId: number, now: Date): Invoice[] {
  const invoices: Invoice[] = [];
  const add = (invoice: Omit<Invoice, 'id' | 'number' | 'currency' | 'status'>) => {
    const sequence = invoices.length + 1;
    invoices.push({
      id: `${userId}-${sequence}`,
      number: invoiceNumber(userId, sequence),
      currency: 'USD',
      status: 'paid',
      ...invoice,
    });
  };
  for (const row of subscriptionsOf(userId)) {
    const charged = (start: string) =>
      Date.parse(start) <= now.getTime() && (row.ends_at === null || start < row.ends_at);
    if (row.trial_days > 0) {
      add({
        issued_at: row.started_at,
        description: `Adventurer, ${row.trial_days}-day free trial`,
        period_start: row.started_at,
        period_end: trialEndOf(row),
        amount_cents: 0,
        card_last4: row.card_last4,
      });
    }
    for (let index = 0; charged(paidPeriodStart(row, index)); index++) {
      add({
        issued_at: paidPeriodStart(row, index),
        description: 'Adventurer, one month',
        period_start: paidPeriodStart(row, index),
        period_end: paidPeriodStart(row, index + 1),
        amount_cents: PRICE_CENTS,
        card_last4: row.card_last4,
      });
    }
  }
  return invoices.reverse();
}

/**
 * A cancelled plan ends by the clock, not by a job: when a member's plan has ended, the member
 * is moved back to Explorer the next time the backend reads them.
 */
export async function settleMembership(user: UserRow, now: Date): Promise<UserRow> {
  if (user.membership_tier !== 'premium') return user;
  const latest = subscriptionsOf(user.id).at(-1);
  if (!latest || !hasEnded(latest, now)) return user;
  const updated = await db.user.update(user, {
    data: (row) => void (row.membership_tier = 'free'),
  });
  return updated ?? user;
}
