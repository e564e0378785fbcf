import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { billingKeys, cancelSubscription, resumeSubscription } from '@/api/billing';
import { errorBannerMessage } from '@/api/errors';
import type { Subscription } from '@/api/generated';
import { CARD_BRAND_LABELS } from '@/api/paymentCard';
import { formatDate, formatMoney } from '@/lib/format';
import { actionRow, mutedText } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Badge } from '@/ui/Badge';
import { Button, buttonClass } from '@/ui/Button';
import * as styles from './Billing.css';
import { CancelPlanDialog } from './CancelPlanDialog';

const cardText = ({ card }: Subscription) =>
  card ? `your ${CARD_BRAND_LABELS[card.brand]} ending ${card.last4}` : 'your card';

/** The plan changes answered by the API replace the cached plan at once. */
function usePlanChange(change: () => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (subscription) =>
      queryClient.setQueryData(billingKeys.subscription, { data: subscription }),
  });
}

function PlanCard({ badge, children }: { badge: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.plan} aria-labelledby="your-plan">
      <div className={styles.planHead}>
        <h2 id="your-plan">Your plan</h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

/** Where the member's plan stands, and the one change it allows now. */
export function SubscriptionPanel({ subscription }: { subscription: Subscription }) {
  const cancel = usePlanChange(cancelSubscription);
  const resume = usePlanChange(resumeSubscription);
  const [asking, setAsking] = useState(false);
  const price = formatMoney(subscription.price_cents);

  switch (subscription.status) {
    case 'none':
      return (
        <PlanCard badge={<Badge>Explorer</Badge>}>
          <p className={mutedText}>
            You are on Explorer, our free plan: up to 10 saved favorites, every guide and the
            forums.
          </p>
          <div className={actionRow}>
            <Link to="/checkout" className={buttonClass({ variant: 'primary' })}>
              {subscription.trial_available
                ? `Try Adventurer free for ${subscription.trial_days} days`
                : 'Upgrade to Adventurer'}
            </Link>
            <Link to="/upgrade" className={buttonClass({ variant: 'secondary' })}>
              Compare plans
            </Link>
          </div>
        </PlanCard>
      );
    case 'managed':
      return (
        <PlanCard badge={<Badge tone="brand">Enterprise</Badge>}>
          <p className={mutedText}>
            Your Enterprise plan is arranged with our team, and your account manager sends its
            invoices by email.
          </p>
          <div className={actionRow}>
            <Link to="/contact" className={buttonClass({ variant: 'secondary' })}>
              Contact your account manager
            </Link>
          </div>
        </PlanCard>
      );
    case 'ending':
      return (
        <PlanCard badge={<Badge tone="danger">Ends {formatDate(subscription.ends_at!)}</Badge>}>
          {resume.isError ? <Alert tone="error">{errorBannerMessage(resume.error)}</Alert> : null}
          <p className={mutedText} role="status">
            You keep Adventurer until {formatDate(subscription.ends_at!)}, then move to Explorer.
            Nothing more will be charged.
          </p>
          <div className={actionRow}>
            <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
              {resume.isPending ? 'Keeping...' : 'Keep Adventurer'}
            </Button>
          </div>
        </PlanCard>
      );
    case 'trialing':
    case 'active': {
      const inTrial = subscription.status === 'trialing';
      return (
        <PlanCard
          badge={
            <Badge tone={inTrial ? 'info' : 'success'}>{inTrial ? 'Free trial' : 'Active'}</Badge>
          }
        >
          {resume.isSuccess ? (
            <Alert tone="success">Your Adventurer plan goes on as before.</Alert>
          ) : null}
          <p className={mutedText}>
            {inTrial
              ? `Adventurer, free until ${formatDate(subscription.trial_ends_at!)}. Then ${price} a month, charged to ${cardText(subscription)}.`
              : `Adventurer, ${price} a month. Next payment on ${formatDate(subscription.renews_at!)}, charged to ${cardText(subscription)}.`}
          </p>
          <div className={actionRow}>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {inTrial ? 'Cancel trial' : 'Switch to Explorer'}
            </Button>
          </div>
          <CancelPlanDialog
            open={asking}
            endsAt={subscription.renews_at!}
            inTrial={inTrial}
            cancelling={cancel.isPending}
            error={cancel.error}
            onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setAsking(false) })}
            onClose={() => {
              setAsking(false);
              cancel.reset();
            }}
          />
        </PlanCard>
      );
    }
  }
}
