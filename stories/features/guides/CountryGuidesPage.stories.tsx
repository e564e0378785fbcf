import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Country guides',
  component: AppAt,
  play: settle,
  args: { path: '/guides/vietnam' },
  tags: ['autodocs'],
  parameters: screenParameters(
    "One country's guides at /guides/:country: one country, a country the site does not cover (not found), and the phone layout.",
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Country: Story = {};
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
