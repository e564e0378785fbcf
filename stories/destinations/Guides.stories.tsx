import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, stillLoading } from '../support/handlers';
import { AppAt } from '../support/AppAt';
import { screenParameters, settle } from '../support/screen';

const meta = {
  title: 'Screens/Guides',
  component: AppAt,
  play: settle,
  args: { path: '/guides' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The guides at /guides and /guides/:country: all guides, loading, failing to load, one country, a country the site does not cover (not found), and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllGuides: Story = {};
export const Loading: Story = { parameters: stillLoading('/locations') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/locations', 400)] } },
};
export const Country: Story = { args: { path: '/guides/vietnam' } };
/** A country the site doesn't cover: a real not-found page. */
export const UnknownCountry: Story = {
  args: { path: '/guides/atlantis' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Country not found' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};
