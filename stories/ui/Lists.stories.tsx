import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '@/ui/Button';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { PlanGrid } from '@/ui/PlanGrid';
import { StatList } from '@/ui/StatList';

const FIGURES = [
  { label: 'Members', value: '15.2k+' },
  { label: 'Countries', value: '23' },
  { label: 'Success rate', value: '94%' },
  { label: 'Monthly views', value: '850k+' },
];

const meta = {
  title: 'UI/Lists',
  component: StatList,
  args: { items: FIGURES },
} satisfies Meta<typeof StatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stats: Story = {};
export const StatsSoft: Story = { args: { tone: 'soft' } };
export const StatsMobile: Story = { globals: { viewport: { value: 'mobile' } } };

const pages = (over: { hasNextPage?: boolean; isFetchingNextPage?: boolean }) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: fn(async () => undefined),
  ...over,
});

export const LoadMore: Story = {
  render: () => <LoadMoreButton pages={pages({})} label="Load More Profiles" />,
};
export const LoadMoreLoading: Story = {
  render: () => (
    <LoadMoreButton pages={pages({ isFetchingNextPage: true })} label="Load More Profiles" />
  ),
};

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
