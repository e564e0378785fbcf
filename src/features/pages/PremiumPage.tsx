import { Link } from '@tanstack/react-router';
import type { MembershipTier } from '@/api/generated';
import { TIER_PLANS } from '@/api/plans';
import { useCurrentUser } from '@/api/useCurrentUser';
import { buttonClass } from '@/ui/Button';
import { PlanGrid } from '@/ui/PlanGrid';
import { TalkToOurTeamLink } from '@/ui/TalkToOurTeamLink';
import { ContentPage } from './ContentPage';
import { PREMIUM_PAGE } from './pageTexts';
import * as styles from './Pages.css';

/** The next step for one membership: join, start the trial, upgrade, or talk to us. */
function MembershipAction({ tier, current }: { tier: MembershipTier; current?: MembershipTier }) {
  if (tier === current) return <p className={styles.muted}>Your current plan</p>;
  if (tier === 'corporate') return <TalkToOurTeamLink subject="Enterprise membership" />;
  if (current && tier === 'free') return null;
  const primary = tier === 'premium';
  const className = buttonClass({ variant: primary ? 'primary' : 'secondary', fullWidth: true });
  if (current) {
    return (
      <Link to="/checkout" className={className}>
        Upgrade to Adventurer
      </Link>
    );
  }
  return (
    <Link
      to="/register"
      search={primary ? { redirect: '/checkout' } : undefined}
      className={className}
    >
      {primary ? 'Start your free trial' : 'Join Free Today'}
    </Link>
  );
}

/** The premium offer, with the three memberships and the right next step for the viewer. */
export function PremiumPage() {
  const { user } = useCurrentUser();
  return (
    <ContentPage page={PREMIUM_PAGE}>
      <section className={styles.section} aria-labelledby="memberships">
        <h2 id="memberships">Compare memberships</h2>
        <PlanGrid
          plans={TIER_PLANS.map((plan) => ({
            ...plan,
            id: plan.tier,
            featured: plan.tier === 'premium',
          }))}
          action={(plan) => <MembershipAction tier={plan.id} current={user?.membership_tier} />}
        />
      </section>
    </ContentPage>
  );
}
