import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/ui/Button';
import { PlanGrid } from '@/ui/PlanGrid';

const meta = { title: 'UI/Plan grid', component: PlanGrid } satisfies Meta<typeof PlanGrid>;

export default meta;
type Story = StoryObj<typeof PlanGrid>;

const PLANS = [
  {
    id: 'free',
    name: 'Free Listing',
    price: '$0',
    period: null,
    description: 'Everything you need to be seen.',
    features: ['1 listing per month', 'Listed for 30 days', '1 photo'],
    limitations: ['No featured placement'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$29',
    period: 'per month',
    featured: true,
    note: 'Most booked',
    features: ['Unlimited listings', 'Listed for 90 days', 'Featured placement'],
  },
];

export const Plans: Story = {
  render: () => (
    <PlanGrid plans={PLANS} action={(plan) => <Button fullWidth>Choose {plan.name}</Button>} />
  ),
};
