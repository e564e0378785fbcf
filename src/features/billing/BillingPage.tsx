import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '@/api/auth';
import { subscriptionQueryOptions } from '@/api/billing';
import { useCurrentUser } from '@/api/useCurrentUser';
import { Seo } from '@/seo/Seo';
import { mutedText, pageStack } from '@/styles/utilities.css';
import { QueryResult } from '@/ui/QueryResult';
import { InvoiceHistory } from './InvoiceHistory';
import { SubscriptionPanel } from './SubscriptionPanel';

/**
 * A plan that ended while the member was away (a cancellation reaching its date) is seen here
 * first: the header and the guards are brought up to date with it.
 */
function useTierFollowsPlan(tier: string | undefined) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (user && tier && tier !== user.membership_tier)
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
  }, [queryClient, tier, user]);
}

/** /billing (members): the plan, its next payment or end, the change it allows, and invoices. */
export function BillingPage() {
  const subscription = useQuery(subscriptionQueryOptions());
  useTierFollowsPlan(subscription.data?.tier);

  return (
    <div className={pageStack}>
      <Seo title="Subscription" path="/billing" noindex />
      <div>
        <h1>Subscription</h1>
        <p className={mutedText}>Your plan, your next payment and every invoice.</p>
      </div>
      <QueryResult query={subscription} what="your plan">
        {(plan) => (
          <>
            <SubscriptionPanel subscription={plan} />
            <InvoiceHistory
              emptyText={
                plan.status === 'managed'
                  ? 'Enterprise invoices come from your account manager by email.'
                  : 'Explorer is free. Invoices show here once you start Adventurer, including a $0.00 one for a free trial.'
              }
            />
          </>
        )}
      </QueryResult>
    </div>
  );
}
