import { Link } from '@tanstack/react-router';
import type { TierPlan } from '@/api/plans';
import { useCurrentUser } from '@/api/useCurrentUser';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { FreeTrialLink } from '@/ui/FreeTrialLink';
import * as styles from './Account.css';
import { PlanCards } from './PlanCards';

export function UpgradePage() {
  const { user } = useCurrentUser();

  function action(plan: TierPlan) {
    if (plan.tier === user?.membership_tier) return null;
    if (plan.tier === 'corporate') {
      return (
        <Link to="/contact" className={buttonClass({ variant: 'secondary' })}>
          Contact our team
        </Link>
      );
    }
    if (plan.tier === 'free') {
      if (user?.membership_tier !== 'premium') return null;
      return (
        <Link to="/billing" className={buttonClass({ variant: 'secondary' })}>
          Switch from Subscription
        </Link>
      );
    }
    if (!user) return <FreeTrialLink />;
    if (user.membership_tier === 'corporate') return null;
    return (
      <Link to="/checkout" className={buttonClass({ variant: 'primary' })}>
        Choose Adventurer
      </Link>
    );
  }

  return (
    <div className={styles.page}>
      <Seo
        title="Upgrade your plan"
        description="Explorer is free. Adventurer is $9 a month with a 30-day free trial. Enterprise is tailored to teams."
        path="/upgrade"
        breadcrumbs={[{ name: 'Upgrade', url: '/upgrade' }]}
      />
      <div>
        <h1>Choose your plan</h1>
        <p className={styles.muted}>
          Start free, upgrade when you need more. Cancel any time from Subscription.
        </p>
      </div>
      <PlanCards current={user?.membership_tier ?? null} action={action} />
    </div>
  );
}
