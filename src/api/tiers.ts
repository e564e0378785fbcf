import type { MembershipTier } from './generated';

/** Display names of the tiers (SPEC §1) and their rank (SPEC §4: free < premium < corporate). */
export const TIER_LABELS: Record<MembershipTier, string> = {
  free: 'Explorer',
  premium: 'Adventurer',
  corporate: 'Enterprise',
};

const TIER_RANK: Record<MembershipTier, number> = { free: 0, premium: 1, corporate: 2 };

export function tierAtLeast(tier: MembershipTier, required: MembershipTier): boolean {
  return TIER_RANK[tier] >= TIER_RANK[required];
}

export type TierPlan = {
  tier: MembershipTier;
  name: string;
  price: string;
  period: string | null;
  note: string | null;
  features: string[];
};

/** The three memberships (SPEC §6, §9). */
export const TIER_PLANS: TierPlan[] = [
  {
    tier: 'free',
    name: TIER_LABELS.free,
    price: 'Free',
    period: null,
    note: null,
    features: [
      'Save up to 10 favorites',
      'Browse every guide and article',
      'Join the community forums',
      'Search jobs across Asia',
    ],
  },
  {
    tier: 'premium',
    name: TIER_LABELS.premium,
    price: '$9',
    period: 'per month',
    note: '30-day free trial for new accounts',
    features: [
      'Unlimited saves',
      'Insider guides',
      'Photo journey tools and the Travel Journal',
      'Priority support',
    ],
  },
  {
    tier: 'corporate',
    name: TIER_LABELS.corporate,
    price: 'Custom pricing',
    period: null,
    note: 'Talk to our team',
    features: [
      'Everything in Adventurer',
      'Team dashboard',
      'Custom relocation packages',
      'A dedicated account manager',
    ],
  },
];
