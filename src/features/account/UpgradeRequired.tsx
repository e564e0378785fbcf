import { Link, useRouter } from '@tanstack/react-router';
import type { MembershipTier } from '@/api/generated';
import { TIER_LABELS } from '@/api/tiers';
import { withArticle } from '@/lib/format';
import { Button, buttonClass } from '@/ui/Button';
import * as styles from './Account.css';

/** The tier gate: shown when the member's tier ranks below the one a feature needs. */
export function UpgradeRequired({ tier }: { tier: MembershipTier }) {
  const router = useRouter();
  return (
    <section className={styles.panel} aria-labelledby="upgrade-required">
      <h2 id="upgrade-required">Upgrade Required</h2>
      <p>This feature requires {withArticle(TIER_LABELS[tier])} membership or higher.</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => router.history.back()}>
          Go Back
        </Button>
        <Link to="/upgrade" className={buttonClass({ variant: 'primary' })}>
          Upgrade Plan
        </Link>
      </div>
    </section>
  );
}
