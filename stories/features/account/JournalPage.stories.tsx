import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Journal',
  component: AppAt,
  play: settle,
  args: { path: '/journal' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'The journal at /journal: an Explorer asked to upgrade, an Adventurer, loading, failing.',
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const JournalExplorerUpgradeRequired: Story = {};
export const JournalAdventurer: Story = { parameters: { session: 'premium' } };
export const JournalLoading: Story = {
  parameters: { session: 'premium', ...stillLoading('/journal/entries') },
};
export const JournalError: Story = {
  parameters: { session: 'premium', msw: { handlers: [failing('/journal/entries')] } },
};
