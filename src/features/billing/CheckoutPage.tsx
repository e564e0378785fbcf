import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { subscriptionQueryOptions } from '@/api/billing';
import type { CheckoutResult, Subscription } from '@/api/generated';
import { formatDate, formatMoney } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { pageStack, mutedText, actionRow } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { buttonClass } from '@/ui/Button';
import { Confirmation } from '@/ui/Confirmation';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Billing.css';
import { CardForm } from './CardForm';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { PlanSummary } from './PlanSummary';
import { useStartedPlan } from './useStartedPlan';

function Started({ subscription }: { subscription: Subscription }) {
  return (
    <Confirmation
      title="Welcome, Adventurer!"
      message={
        subscription.trial_ends_at
          ? `Your free trial runs until ${formatDate(subscription.trial_ends_at)}. After that it is ${formatMoney(subscription.price_cents)} a month, unless you cancel from Subscription before then.`
          : `We charged ${formatMoney(subscription.price_cents)} to your card. Your plan renews on ${formatDate(subscription.renews_at ?? '')}.`
      }
    >
      <div className={actionRow}>
        <Link to="/journal" className={buttonClass({ variant: 'primary' })}>
          Open your Travel Journal
        </Link>
        <Link to="/billing" className={buttonClass({ variant: 'secondary' })}>
          See your subscription
        </Link>
      </div>
    </Confirmation>
  );
}

function AlreadyOn({ subscription }: { subscription: Subscription }) {
  const enterprise = subscription.status === 'managed';
  return (
    <EmptyState
      title={enterprise ? 'Enterprise includes Adventurer' : 'You already have Adventurer'}
      description={
        enterprise
          ? 'Everything in Adventurer is part of your Enterprise plan: there is nothing to pay here.'
          : 'Your plan, its renewal date and your invoices are on your Subscription page.'
      }
      action={
        <Link to="/billing" className={buttonClass({ variant: 'secondary' })}>
          See your subscription
        </Link>
      }
    />
  );
}

type PaymentProps = {
  subscription: Subscription;
  onStarted: (result: CheckoutResult) => void;
};

function Payment({ subscription, onStarted }: PaymentProps) {
  const [waitingForBank, setWaitingForBank] = useState<string | null>(null);
  const [bankStepLeft, setBankStepLeft] = useState(false);

  function finish(result: CheckoutResult) {
    setWaitingForBank(null);
    if (result.status === 'requires_confirmation') {
      setBankStepLeft(false);
      setWaitingForBank(result.checkout_id);
      return;
    }
    onStarted(result);
  }

  const trial = subscription.trial_available;
  return (
    <div className={styles.checkout}>
      <PlanSummary subscription={subscription} />
      <div className={styles.stack}>
        {bankStepLeft ? (
          <Alert tone="info">
            The payment was not confirmed with your bank, so nothing was charged. Pay again when you
            are ready.
          </Alert>
        ) : null}
        <CardForm
          submitLabel={
            trial ? 'Start free trial' : `Pay ${formatMoney(subscription.price_cents)} and start`
          }
          onResult={finish}
        />
        <p className={mutedText}>
          Payments are handled by our card processor; Ginger never stores your full card number.
        </p>
      </div>
      <ConfirmPaymentDialog
        checkoutId={waitingForBank}
        onConfirmed={finish}
        onClose={() => {
          setWaitingForBank(null);
          setBankStepLeft(true);
        }}
      />
    </div>
  );
}

/** /checkout (members): Adventurer bought with a card, with a free trial the first time. */
export function CheckoutPage() {
  const subscription = useQuery(subscriptionQueryOptions());
  const applyStartedPlan = useStartedPlan();
  // Kept here: once the plan starts, the subscription read again says 'trialing' or 'active'.
  const [started, setStarted] = useState<Subscription | null>(null);

  function content() {
    if (started) return <Started subscription={started} />;
    return (
      <QueryResult query={subscription} what="your plan">
        {(plan) =>
          plan.status === 'none' ? (
            <Payment
              subscription={plan}
              onStarted={(result) => {
                setStarted(result.subscription);
                applyStartedPlan(result);
              }}
            />
          ) : (
            <AlreadyOn subscription={plan} />
          )
        }
      </QueryResult>
    );
  }

  return (
    <div className={pageStack}>
      <Seo title="Checkout" path="/checkout" noindex />
      <div>
        <h1>Upgrade to Adventurer</h1>
        <p className={mutedText}>Unlimited saves, insider guides and your Travel Journal.</p>
      </div>
      {content()}
    </div>
  );
}
