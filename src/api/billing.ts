import { queryOptions } from '@tanstack/react-query';
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
import { retryTransientFailures } from './cachePolicy';
import { api, submittedAs } from './client';

/** Every billing query, by the contract's tag (member data: see MEMBER_QUERY_TAGS). */
export const billingKeys = {
  all: [{ tags: ['billing'] }] as const,
  subscription: getSubscriptionQueryKey({ client: api }),
};

/** Where the plan stands; read again on every visit, since dates move it on (trial, renewal, end). */
export function subscriptionQueryOptions() {
  return queryOptions({
    ...getSubscriptionOptions({ client: api }),
    staleTime: 0,
    retry: retryTransientFailures,
    select: (response) => response.data,
  });
}

export function invoicesQueryOptions() {
  return queryOptions({
    ...listInvoicesOptions({ client: api }),
    staleTime: 0,
    retry: retryTransientFailures,
    select: (response) => response.data,
  });
}

export async function startCheckout(
  payment: CheckoutRequest,
  submissionKey: string,
): Promise<CheckoutResult> {
  const { data } = await postCheckout({
    client: api,
    body: payment,
    ...submittedAs(submissionKey),
  });
  return data.data;
}

export async function confirmCheckout(checkoutId: string, code: string): Promise<CheckoutResult> {
  const { data } = await postConfirmation({
    client: api,
    path: { checkout_id: checkoutId },
    body: { code },
  });
  return data.data;
}

export async function cancelSubscription(): Promise<Subscription> {
  const { data } = await postCancel({ client: api });
  return data.data;
}

export async function resumeSubscription(): Promise<Subscription> {
  const { data } = await postResume({ client: api });
  return data.data;
}
