import type { ReactNode } from 'react';
import type { MembershipTier } from '@/api/generated';
import { TIER_PLANS, type TierPlan } from '@/api/plans';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import * as styles from './Account.css';

type PlanCardsProps = {
  current: MembershipTier | null;
  /** The call to action under each plan. */
  action: (plan: TierPlan) => ReactNode;
};

export function PlanCards({ current, action }: PlanCardsProps) {
  return (
    <div className={styles.plans}>
      {TIER_PLANS.map((plan) => (
        <Card key={plan.tier} as="section" aria-labelledby={`plan-${plan.tier}`}>
          <h2 id={`plan-${plan.tier}`}>{plan.name}</h2>
          {plan.tier === current ? <Badge tone="success">Your current plan</Badge> : null}
          <p className={styles.price}>{plan.price}</p>
          {plan.period ? <p className={styles.muted}>{plan.period}</p> : null}
          {plan.note ? <Badge tone="accent">{plan.note}</Badge> : null}
          <ul className={styles.list}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {action(plan)}
        </Card>
      ))}
    </div>
  );
}
