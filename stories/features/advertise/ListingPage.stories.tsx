import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Classified listing',
  component: AppAt,
  play: settle,
  args: { path: '/classifieds/5' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "One listing of the classifieds at /classifieds/{id}: live, sold, the owner's own, not found, loading, failing, on a phone.",
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {};
export const ListingSold: Story = { args: { path: '/classifieds/12' } };
export const ListingYours: Story = {
  args: { path: '/classifieds/2' },
  parameters: { session: 'premium' },
};
export const ListingNotFound: Story = { args: { path: '/classifieds/9999' } };
export const ListingLoading: Story = { parameters: stillLoading('/ads/5') };
export const ListingFailing: Story = { parameters: { msw: { handlers: [failing('/ads/5')] } } };
