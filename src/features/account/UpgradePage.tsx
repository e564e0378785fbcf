import { Link } from '@tanstack/react-router';
import type { TierPlan } from '@/api/plans';
import { useCurrentUser } from '@/api/useCurrentUser';
import { errorBannerMessage } from '@/api/errors';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { Button, buttonClass } from '@/ui/Button';
import * as styles from './Account.css';
import { PlanCards } from './PlanCards';
import { useChangePlan } from './useChangePlan';

export function UpgradePage() {
  const { user } = useCurrentUser();
  const changePlan = useChangePlan();
  const upgraded = changePlan.isSuccess && user?.membership_tier === 'premium';

  function action(plan: TierPlan) {
    if (plan.tier === user?.membership_tier) return null;
    if (plan.tier === 'corporate') {
      return (
        <Link to="/contact" className={buttonClass({ variant: 'secondary' })}>
          Contact our team
        </Link>
      );
    }
    if (plan.tier === 'free') return null;
    if (!user) {
      return (
        <Link
          to="/register"
          search={{ redirect: '/upgrade' }}
          className={buttonClass({ variant: 'primary' })}
        >
          Start your free trial
        </Link>
      );
    }
    if (user.membership_tier === 'corporate') return null;
    return (
      <Button disabled={changePlan.isPending} onClick={() => changePlan.mutate('premium')}>
        {changePlan.isPending ? 'Upgrading...' : 'Choose Adventurer'}
      </Button>
    );
  }

  return (
    <div className={styles.page}>
      <Seo
        title="Upgrade your plan"
        description="Explorer is free. Adventurer is $9 a month with a 30-day free trial. Enterprise is tailored to teams."
        path="/upgrade"
        breadcrumbs={[
          { name: 'Home', url: '/' },
          { name: 'Upgrade', url: '/upgrade' },
        ]}
      />
      <div>
        <h1>Choose your plan</h1>
        <p className={styles.muted}>
          Start free, upgrade when you need more. Cancel any time from Subscription.
        </p>
      </div>
      {upgraded ? (
        <Alert tone="success">
          Welcome, Adventurer! Unlimited saves and your <Link to="/journal">Travel Journal</Link>{' '}
          are now unlocked.
        </Alert>
      ) : null}
      {changePlan.isError ? (
        <Alert tone="error">{errorBannerMessage(changePlan.error)}</Alert>
      ) : null}
      <PlanCards current={user?.membership_tier ?? null} action={action} />
    </div>
  );
}
