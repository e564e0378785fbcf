import type { Subscription } from '@/api/generated';
import { TIER_PLANS } from '@/api/plans';
import { now as clockNow } from '@/lib/clock';
import { formatDate, formatMoney } from '@/lib/format';
import { mutedText } from '@/styles/utilities.css';
import * as styles from './Billing.css';

const ADVENTURER = TIER_PLANS.find((plan) => plan.tier === 'premium')!;
const DAY_MS = 24 * 3_600_000;

/** What the member is buying, what they pay today and from when the card is charged. */
export function PlanSummary({ subscription }: { subscription: Subscription }) {
  const { trial_available: trial, trial_days: trialDays, price_cents: price } = subscription;
  const firstCharge = formatDate(new Date(clockNow().getTime() + trialDays * DAY_MS).toISOString());
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.summaryName}>
        {ADVENTURER.name} membership
      </h2>
      <ul>
        {ADVENTURER.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        <dt className={styles.amountLabel}>Due today</dt>
        <dd className={styles.amountValue}>{formatMoney(trial ? 0 : price)}</dd>
        <dt className={styles.amountLabel}>{trial ? `From ${firstCharge}` : 'Then'}</dt>
        <dd className={styles.amountValue}>{formatMoney(price)} per month</dd>
      </dl>
      <p className={mutedText}>
        {trial
          ? `Your ${trialDays}-day free trial starts today. Cancel before ${firstCharge} from Subscription and you pay nothing.`
          : 'You had your free trial before, so the first month starts today. Cancel any time from Subscription: you keep Adventurer until the end of the month you paid for.'}
      </p>
    </section>
  );
}
