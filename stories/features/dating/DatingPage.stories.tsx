import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Dating',
  component: AppAt,
  play: settle,
  args: { path: '/dating' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Dating & Personals at /dating: a visitor, a signed-in Explorer and Adventurer, filtered by country, age and gender, no matches, loading, failing to load, the phone layout (its filters folded) and on a phone with its filters unfolded.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('52 dating profiles found')).toBeInTheDocument();
  },
};
export const Explorer: Story = { parameters: { session: 'free' } };
export const Member: Story = { parameters: { session: 'premium' } };
export const Filtered: Story = {
  args: { path: '/dating?country=Southeast%20Asia&age=26-35&gender=women' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/found in Southeast Asia$/)).toBeInTheDocument();
  },
};
export const NoMatches: Story = {
  args: { path: '/dating?country=Nepal&age=18-25&gender=other' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No members match these filters.')).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: stillLoading('/dating/profiles') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/dating/profiles', 400)] } },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const MobileFiltersOpen: Story = {
  args: { path: '/dating?age=26-35' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters (1 active)' }));
    await expect(canvas.getByLabelText('Age')).toHaveValue('26-35');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
