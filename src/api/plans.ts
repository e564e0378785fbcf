import type { MembershipTier } from './generated';
import { TIER_LABELS } from './tiers';

export type TierPlan = {
  tier: MembershipTier;
  name: string;
  price: string;
  period: string | null;
  note: string | null;
  features: string[];
};

/** The three memberships (docs/PRODUCT.md, 'Membership and billing'). */
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
