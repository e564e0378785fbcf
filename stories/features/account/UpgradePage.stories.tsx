import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Upgrade',
  component: AppAt,
  play: settle,
  args: { path: '/upgrade' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'The upgrade page at /upgrade for a visitor, an Explorer, an Adventurer and on a phone.',
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const UpgradeVisitor: Story = { parameters: { session: undefined } };
export const UpgradeExplorer: Story = {};
export const UpgradeAdventurer: Story = { parameters: { session: 'premium' } };
export const UpgradeMobile: Story = { globals: { viewport: { value: 'mobile' } } };
