import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { emptyList, failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Classifieds',
  component: AppAt,
  play: settle,
  args: { path: '/classifieds' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'The classifieds at /classifieds: every live listing, one category, a price range in one currency, free only, none found, loading, failing, on a phone.',
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Browse: Story = {};
export const OneCategory: Story = { args: { path: '/classifieds?category=tours' } };
export const PriceRange: Story = {
  args: { path: '/classifieds?currency=THB&min_price=5000&max_price=20000' },
};
export const FreeOnly: Story = { args: { path: '/classifieds?free=true' } };
export const NoneFound: Story = { parameters: { msw: { handlers: [emptyList('/ads')] } } };
export const Loading: Story = { parameters: stillLoading('/ads') };
export const Failing: Story = { parameters: { msw: { handlers: [failing('/ads')] } } };
