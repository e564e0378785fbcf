import { Link } from '@tanstack/react-router';
import { TIER_PLANS, type TierPlan } from '@/api/plans';
import { useCurrentUser } from '@/api/useCurrentUser';
import { errorBannerMessage } from '@/api/errors';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { Button, buttonClass } from '@/ui/Button';
import * as styles from './Account.css';
import { PlanCards } from './PlanCards';
import { useChangePlan } from './useChangePlan';

export function BillingPage() {
  const { user } = useCurrentUser();
  const changePlan = useChangePlan();
  if (!user) return null;
  const currentPlan = TIER_PLANS.find((plan) => plan.tier === user.membership_tier);

  function action(plan: TierPlan) {
    if (plan.tier === user?.membership_tier) return null;
    if (plan.tier === 'corporate' || user?.membership_tier === 'corporate') {
      return (
        <Link to="/contact" className={buttonClass({ variant: 'secondary' })}>
          Talk to our team
        </Link>
      );
    }
    const label = plan.tier === 'premium' ? 'Upgrade to Adventurer' : 'Switch to Explorer';
    return (
      <Button
        variant={plan.tier === 'premium' ? 'primary' : 'secondary'}
        disabled={changePlan.isPending}
        onClick={() => changePlan.mutate(plan.tier as 'free' | 'premium')}
      >
        {label}
      </Button>
    );
  }

  return (
    <div className={styles.page}>
      <Seo title="Subscription" path="/billing" noindex />
      <div>
        <h1>Subscription</h1>
        <p className={styles.muted}>
          You are on the <strong>{currentPlan?.name}</strong> plan ({currentPlan?.price}
          {currentPlan?.period ? ` ${currentPlan.period}` : ''}).
        </p>
      </div>
      {changePlan.isSuccess ? <Alert tone="success">Your plan has been changed.</Alert> : null}
      {changePlan.isError ? (
        <Alert tone="error">{errorBannerMessage(changePlan.error)}</Alert>
      ) : null}
      <PlanCards current={user.membership_tier} action={action} />
    </div>
  );
}
