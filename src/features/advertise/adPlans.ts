import type { AdCategory } from '@/api/generated';

/** An advertising plan, with the figures of docs/PRODUCT.md, 'Advertise'. */
export type AdPlan = {
  id: 'free' | 'premium' | 'business';
  name: string;
  price: string;
  period: string | null;
  description: string;
  featured: boolean;
  features: string[];
  limitations: string[];
};

export const AD_PLANS: readonly AdPlan[] = [
  {
    id: 'free',
    name: 'Free Listing',
    price: '$0',
    period: null,
    description: 'Everything you need to be seen by travellers and expats.',
    featured: false,
    features: ['1 listing per month', 'Listed for 30 days', '1 photo', 'Contact button'],
    limitations: ['No featured placement'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$29',
    period: 'per month',
    description: 'For businesses that list often and want to stand out.',
    featured: true,
    features: [
      'Unlimited listings',
      'Listed for 90 days',
      '5 photos plus a video',
      'Featured placement',
    ],
    limitations: ['No homepage banner'],
  },
  {
    id: 'business',
    name: 'Business',
    price: '$89',
    period: 'per month',
    description: 'Maximum reach for brands, agencies and schools.',
    featured: false,
    features: [
      'Everything in Premium',
      'Homepage banner',
      'Custom profile page',
      'API access',
      'Dedicated account manager',
    ],
    limitations: [],
  },
];

/** The free listing's limits, as the create form enforces them. */
export const FREE_LISTING = { days: 30, photos: 1 } as const;

/** The six kinds of listing. */
export const AD_CATEGORY_LABELS: Record<AdCategory, string> = {
  accommodation: 'Accommodation',
  tours: 'Tours & Activities',
  restaurants: 'Restaurants & Cafés',
  jobs: 'Jobs & Recruitment',
  services: 'Services',
  'buy-sell': 'Buy & Sell',
};
