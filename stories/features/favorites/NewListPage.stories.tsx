import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/New list',
  component: AppAt,
  play: settle,
  args: { path: '/lists/new' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'A new travel list at /lists/new: empty, loading, failing, no saved places.',
    ),
    session: 'free',
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewList: Story = {};
export const NewListLoading: Story = { parameters: stillLoading('/favorites') };
export const NewListFailed: Story = {
  parameters: { msw: { handlers: [failing('/favorites', 400)] } },
};
export const NewListNoSavedPlaces: Story = { parameters: { session: 'corporate' } };
