import type { MembershipTier } from './generated';

/** Tier labels and rank, free < premium < corporate: docs/PRODUCT.md, 'Membership and billing'. */
export const TIER_LABELS: Record<MembershipTier, string> = {
  free: 'Explorer',
  premium: 'Adventurer',
  corporate: 'Enterprise',
};

const TIER_RANK: Record<MembershipTier, number> = { free: 0, premium: 1, corporate: 2 };

export function tierAtLeast(tier: MembershipTier, required: MembershipTier): boolean {
  return TIER_RANK[tier] >= TIER_RANK[required];
}
