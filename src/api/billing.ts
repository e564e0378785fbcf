import type { CheckoutRequest, CheckoutResult, Subscription } from './generated';
import {
  getSubscriptionOptions,
  getSubscriptionQueryKey,
  listInvoicesOptions,
} from './generated/@tanstack/react-query.gen';
import {
  cancelSubscription as postCancel,
  confirmCheckout as postConfirmation,
  resumeSubscription as postResume,
  startCheckout as postCheckout,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf, dataQueryOptions } from './envelope';
import { api, submissionOptions } from './client';

/** Every billing query, by the contract's tag (member data: see MEMBER_QUERY_TAGS). */
export const billingKeys = {
  all: [{ tags: ['billing'] }] as const,
  subscription: getSubscriptionQueryKey({ client: api }),
};

/** Where the plan stands; read again on every visit, since dates move it on (trial, renewal, end). */
export function subscriptionQueryOptions() {
  return dataQueryOptions(getSubscriptionOptions({ client: api }), cachePolicy.memberRecords);
}

export function invoicesQueryOptions() {
  return dataQueryOptions(listInvoicesOptions({ client: api }), cachePolicy.memberRecords);
}

export function startCheckout(
  payment: CheckoutRequest,
  submissionKey: string,
): Promise<CheckoutResult> {
  return dataOf(postCheckout({ ...submissionOptions(submissionKey), body: payment }));
}

export function confirmCheckout(checkoutId: string, code: string): Promise<CheckoutResult> {
  return dataOf(
    postConfirmation({
      client: api,
      path: { checkout_id: checkoutId },
      body: { code },
    }),
  );
}

export function cancelSubscription(): Promise<Subscription> {
  return dataOf(postCancel({ client: api }));
}

export function resumeSubscription(): Promise<Subscription> {
  return dataOf(postResume({ client: api }));
}
