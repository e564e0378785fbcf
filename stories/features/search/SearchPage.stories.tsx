import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Search',
  component: AppAt,
  play: settle,
  args: { path: '/search?q=Bangkok' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Search at /search: results, no query, no results, loading, failing, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: /^Destinations/ })).toBeVisible();
  },
};
export const NoQuery: Story = { args: { path: '/search' } };
export const NoResults: Story = {
  args: { path: '/search?q=qqqzzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results for “qqqzzz”')).toBeVisible();
  },
};
export const Loading: Story = { parameters: stillLoading('/search') };
export const Failed: Story = { parameters: { msw: { handlers: [failing('/search', 400)] } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
