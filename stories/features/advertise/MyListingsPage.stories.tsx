import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/My listings',
  component: AppAt,
  play: settle,
  args: { path: '/classifieds/mine' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "My listings at /classifieds/mine: an Adventurer's live and expired listings, editing one, none yet, loading, failing, on a phone.",
    ),
    session: 'premium',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const MyListings: Story = {};
export const MyListingsEditing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Kitchen knives and a wok, leaving Bali' }),
    );
    await expect(await canvas.findByRole('dialog', { name: 'Edit listing' })).toBeVisible();
  },
};
export const MyListingsNoneYet: Story = { parameters: { session: 'corporate' } };
export const MyListingsLoading: Story = { parameters: stillLoading('/ads/mine') };
export const MyListingsFailing: Story = {
  parameters: { msw: { handlers: [failing('/ads/mine')] } },
};
