import type { ReactNode } from 'react';
import { Badge } from './Badge';
import * as styles from './PlanGrid.css';
import { mutedText } from '@/styles/utilities.css';
import { Icon } from './Icon';

export type PlanSummary = {
  id: string;
  name: string;
  price: string;
  period: string | null;
  description?: string;
  note?: string | null;
  featured?: boolean;
  features: readonly string[];
  limitations?: readonly string[];
};

type PlanGridProps<P extends PlanSummary> = {
  plans: readonly P[];
  /** The call to action under each plan. */
  action: (plan: P) => ReactNode;
};

/** Plans side by side: price, what is included, what is not, and a call to action. */
export function PlanGrid<P extends PlanSummary>({ plans, action }: PlanGridProps<P>) {
  return (
    <ul className={styles.plans} aria-label="Plans" role="list">
      {plans.map((plan) => (
        <li key={plan.id} className={plan.featured ? styles.featuredPlan : styles.plan}>
          <h3>{plan.name}</h3>
          {plan.featured ? <Badge tone="brand">Most popular</Badge> : null}
          <p className={styles.price}>
            {plan.price}
            {plan.period ? <span className={styles.period}> {plan.period}</span> : null}
          </p>
          {plan.note ? <Badge tone="accent">{plan.note}</Badge> : null}
          {plan.description ? <p className={mutedText}>{plan.description}</p> : null}
          <ul className={styles.checklist} aria-label={`${plan.name} includes`}>
            {plan.features.map((feature) => (
              <li key={feature}>
                <Icon name="check" /> {feature}
              </li>
            ))}
          </ul>
          {plan.limitations?.length ? (
            <ul className={styles.checklist} aria-label={`${plan.name} does not include`}>
              {plan.limitations.map((limitation) => (
                <li key={limitation} className={mutedText}>
                  <Icon name="close" /> {limitation}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.planAction}>{action(plan)}</div>
        </li>
      ))}
    </ul>
  );
}
