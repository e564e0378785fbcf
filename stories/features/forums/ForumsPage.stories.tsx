import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forums',
  component: AppAt,
  play: settle,
  args: { path: '/forums' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The forums at /forums: all topics for a visitor and for a signed-in Explorer, a category with a search, no match, loading, failing to load, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTopics: Story = {};
export const Member: Story = { parameters: { session: 'free' } };
export const CategoryAndSearch: Story = { args: { path: '/forums?category=food&search=street' } };
export const NoMatch: Story = { args: { path: '/forums?search=zzzz' } };
export const Loading: Story = { parameters: stillLoading('/forums/topics') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/topics', 400)] } },
};
