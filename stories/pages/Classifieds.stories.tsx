import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../support/AppAt';
import { emptyList, failing, stillLoading } from '../support/handlers';
import { screenParameters, settle } from '../support/screen';

const meta = {
  title: 'Screens/Classifieds',
  component: AppAt,
  play: settle,
  args: { path: '/classifieds' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "The classifieds at /classifieds (every live listing, one category, none found, loading, failing, on a phone), one listing at /classifieds/{id} (live, sold, the owner's own, not found, loading, failing, on a phone) and My listings at /classifieds/mine (an Adventurer's live and expired listings, editing one, none yet, loading, failing, on a phone).",
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Browse: Story = {};
export const OneCategory: Story = { args: { path: '/classifieds?category=tours' } };
export const NoneFound: Story = { parameters: { msw: { handlers: [emptyList('/ads')] } } };
export const Loading: Story = { parameters: stillLoading('/ads') };
export const Failing: Story = { parameters: { msw: { handlers: [failing('/ads')] } } };
export const Listing: Story = { args: { path: '/classifieds/5' } };
export const ListingSold: Story = { args: { path: '/classifieds/12' } };
export const ListingYours: Story = {
  args: { path: '/classifieds/2' },
  parameters: { session: 'premium' },
};
export const ListingNotFound: Story = { args: { path: '/classifieds/9999' } };
export const ListingLoading: Story = {
  args: { path: '/classifieds/5' },
  parameters: stillLoading('/ads/5'),
};
export const ListingFailing: Story = {
  args: { path: '/classifieds/5' },
  parameters: { msw: { handlers: [failing('/ads/5')] } },
};

export const MyListings: Story = {
  args: { path: '/classifieds/mine' },
  parameters: { session: 'premium' },
};
export const MyListingsEditing: Story = {
  args: { path: '/classifieds/mine' },
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Kitchen knives and a wok, leaving Bali' }),
    );
    await expect(await canvas.findByRole('dialog', { name: 'Edit listing' })).toBeVisible();
  },
};
export const MyListingsNoneYet: Story = {
  args: { path: '/classifieds/mine' },
  parameters: { session: 'corporate' },
};
export const MyListingsLoading: Story = {
  args: { path: '/classifieds/mine' },
  parameters: { session: 'premium', ...stillLoading('/ads/mine') },
};
export const MyListingsFailing: Story = {
  args: { path: '/classifieds/mine' },
  parameters: { session: 'premium', msw: { handlers: [failing('/ads/mine')] } },
};
