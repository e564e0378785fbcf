import type { CheckoutResult } from '@/api/generated';
import {
  vConfirmCheckoutBody,
  vConfirmCheckoutPath,
  vStartCheckoutBody,
} from '@/api/generated/valibot.gen';
import { cardBrand, cvcLength, hasExpired, passesLuhn } from '@/api/paymentCard';
import { now as clockNow } from '@/lib/clock';
import {
  type CardColumns,
  invoicesOf,
  runningSubscription,
  subscriptionResource,
  subscriptionsOf,
  TRIAL_DAYS,
} from '../billing';
import { db, type TableRow } from '../db';
import { randomHex } from '../passwords';
import { allocateId } from '../persist';
import { toUser } from '../resources';
import { TEST_BANK_CODE, TEST_CARDS } from '../testCards';
import { contract, errorResponse, json, longDate, validationError } from './http';
import { sendMail } from './requests';
import { route } from './route';

/** Wrong bank codes a payment takes before the bank cancels it. */
const BANK_CODE_TRIES = 5;
const TOO_MANY_WRONG_CODES =
  'That was the fifth wrong code, so your bank cancelled this payment: nothing was charged. Close this window and pay again to get a new code.';

const CHECKOUT_MINUTES = 15;

const DECLINED =
  'Your card was declined. Nothing was charged. Try another card, or ask your bank why.';

type UserRow = TableRow<'user'>;

/** Why this member can't buy Adventurer now, or null when they can. */
function checkoutRefusal(user: UserRow): string | null {
  if (user.membership_tier === 'corporate')
    return 'Your Enterprise plan already includes everything in Adventurer.';
  const running = runningSubscription(user.id, clockNow());
  if (running?.ends_at)
    return 'Your Adventurer plan is still on. Keep it from Subscription instead of paying again.';
  if (user.membership_tier === 'premium') return 'You are already on the Adventurer plan.';
  return null;
}

async function startPlan(user: UserRow, card: CardColumns, checkoutId: string) {
  const trialDays = subscriptionsOf(user.id).length === 0 ? TRIAL_DAYS : 0;
  await db.subscription.create({
    id: await allocateId('subscription'),
    user_id: user.id,
    started_at: clockNow().toISOString(),
    trial_days: trialDays,
    ends_at: null,
    ...card,
  });
  const updated =
    (await db.user.update(user, { data: (row) => void (row.membership_tier = 'premium') })) ?? user;
  const subscription = subscriptionResource(updated, clockNow());
  await sendMail({
    to: user.email,
    subject: trialDays ? 'Your Adventurer trial has started' : 'Welcome to Adventurer',
    text: trialDays
      ? `Your ${trialDays}-day free trial runs until ${longDate(subscription.trial_ends_at!)}. Cancel before then from Subscription and you pay nothing.`
      : `We charged $9.00 to your card ending ${card.card_last4}. Your plan renews on ${longDate(subscription.renews_at!)}.`,
    link: '/billing',
  });
  const result: CheckoutResult = {
    status: 'succeeded',
    checkout_id: checkoutId,
    user: toUser(updated),
    subscription,
  };
  return json({ data: result });
}

const cardColumnsOf = (row: CardColumns): CardColumns => ({
  card_brand: row.card_brand,
  card_last4: row.card_last4,
  card_expires: row.card_expires,
});

const isFresh = (createdAt: string) =>
  clockNow().getTime() - Date.parse(createdAt) < CHECKOUT_MINUTES * 60_000;

export const billingHandlers = [
  contract.get(
    '/billing/subscription',
    route({ auth: 'required' }, ({ user }) =>
      json({ data: subscriptionResource(user, clockNow()) }),
    ),
  ),

  contract.get(
    '/billing/invoices',
    route({ auth: 'required' }, ({ user }) => json({ data: invoicesOf(user.id, clockNow()) })),
  ),

  contract.post(
    '/billing/checkout',
    route({ auth: 'required', body: vStartCheckoutBody }, async ({ user, body }) => {
      const refusal = checkoutRefusal(user);
      if (refusal) return errorResponse(409, refusal);
      const digits = body.card_number;
      if (!passesLuhn(digits))
        return validationError({
          card_number: ['This card number is not valid. Check it and try again.'],
        });
      const brand = cardBrand(digits);
      if (hasExpired({ month: body.expiry_month, year: body.expiry_year }, clockNow()))
        return validationError({ expiry_month: ['This card has expired.'] });
      if (body.cvc.length !== cvcLength(brand))
        return validationError({
          cvc: [`Enter the ${cvcLength(brand)}-digit security code of your card.`],
        });
      if (digits === TEST_CARDS.declined) return errorResponse(402, DECLINED);

      const card: CardColumns = {
        card_brand: cardBrand(digits),
        card_last4: digits.slice(-4),
        card_expires: new Date(Date.UTC(body.expiry_year, body.expiry_month - 1)).toISOString(),
      };
      const checkoutId = randomHex(12);
      if (digits !== TEST_CARDS.asksForCode) return startPlan(user, card, checkoutId);
      await db.pendingCheckout.create({
        id: checkoutId,
        user_id: user.id,
        created_at: clockNow().toISOString(),
        ...card,
      });
      const result: CheckoutResult = {
        status: 'requires_confirmation',
        checkout_id: checkoutId,
        user: null,
        subscription: null,
      };
      return json({ data: result });
    }),
  ),

  contract.post(
    '/billing/checkout/{checkout_id}/confirm',
    route(
      { auth: 'required', params: vConfirmCheckoutPath, body: vConfirmCheckoutBody },
      async ({ user, params, body }) => {
        const pending = db.pendingCheckout.findFirst((q) =>
          q.where({ id: params.checkout_id, user_id: user.id }),
        );
        if (!pending || !isFresh(pending.created_at))
          return errorResponse(
            404,
            'This payment is no longer waiting for a code. Close this window and pay again: nothing was charged.',
          );
        if (body.code !== TEST_BANK_CODE) {
          const wrongCodes = pending.wrong_codes + 1;
          if (wrongCodes >= BANK_CODE_TRIES) {
            await db.pendingCheckout.delete(pending);
            return errorResponse(404, TOO_MANY_WRONG_CODES);
          }
          await db.pendingCheckout.update(pending, {
            data: (row) => void (row.wrong_codes = wrongCodes),
          });
          return validationError({
            code: ['This code does not match. Check the latest text message from your bank.'],
          });
        }
        await db.pendingCheckout.delete(pending);
        const refusal = checkoutRefusal(user);
        if (refusal) return errorResponse(409, refusal);
        return startPlan(user, cardColumnsOf(pending), pending.id);
      },
    ),
  ),

  contract.post(
    '/billing/subscription/cancel',
    route({ auth: 'required' }, async ({ user }) => {
      const running = runningSubscription(user.id, clockNow());
      if (!running || user.membership_tier !== 'premium')
        return errorResponse(409, 'There is no Adventurer plan to cancel.');
      if (running.ends_at)
        return errorResponse(
          409,
          `Your Adventurer plan already ends on ${longDate(running.ends_at)}.`,
        );
      const { renews_at } = subscriptionResource(user, clockNow());
      await db.subscription.update(running, { data: (row) => void (row.ends_at = renews_at) });
      await sendMail({
        to: user.email,
        subject: 'Your Adventurer plan is cancelled',
        text: `You keep Adventurer until ${longDate(renews_at!)}, then move to Explorer. Nothing more will be charged. Changed your mind? Keep your plan from Subscription before then.`,
        link: '/billing',
      });
      return json({ data: subscriptionResource(user, clockNow()) });
    }),
  ),

  contract.post(
    '/billing/subscription/resume',
    route({ auth: 'required' }, async ({ user }) => {
      const running = runningSubscription(user.id, clockNow());
      if (!running?.ends_at) return errorResponse(409, 'Your Adventurer plan is not set to end.');
      await db.subscription.update(running, { data: (row) => void (row.ends_at = null) });
      return json({ data: subscriptionResource(user, clockNow()) });
    }),
  ),
];
