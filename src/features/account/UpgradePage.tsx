import type { TierPlan } from '@/api/plans';
import { useCurrentUser } from '@/api/useCurrentUser';
import { errorBannerMessage } from '@/api/errors';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { Button, buttonClass } from '@/ui/Button';
import { SiteLink } from '@/ui/SiteLink';
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
        <SiteLink href="/contact" className={buttonClass({ variant: 'secondary' })}>
          Contact our team
        </SiteLink>
      );
    }
    if (plan.tier === 'free') return null;
    if (!user) {
      return (
        <SiteLink
          href="/register?redirect=%2Fupgrade"
          className={buttonClass({ variant: 'primary' })}
        >
          Start your free trial
        </SiteLink>
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
          Welcome, Adventurer! Unlimited saves and your{' '}
          <SiteLink href="/journal">Travel Journal</SiteLink> are now unlocked.
        </Alert>
      ) : null}
      {changePlan.isError ? (
        <Alert tone="error">{errorBannerMessage(changePlan.error)}</Alert>
      ) : null}
      <PlanCards current={user?.membership_tier ?? null} action={action} />
    </div>
  );
}
