import type { ReactNode } from 'react';
import type { MembershipTier } from '@/api/generated';
import { tierAtLeast } from '@/api/tiers';
import { useCurrentUser } from '@/api/useCurrentUser';
import { Spinner } from '@/ui/Spinner';
import { UpgradeRequired } from './UpgradeRequired';

/** Renders its children for members of `tier` or higher; the Upgrade Required panel for the others. */
export function RequireTier({ tier, children }: { tier: MembershipTier; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your membership..." />;
  if (!user) return null;
  return tierAtLeast(user.membership_tier, tier) ? children : <UpgradeRequired tier={tier} />;
}
