import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradeRequired } from '@/features/account/UpgradeRequired';
import { withRouter } from '../../support/withRouter';

const meta = {
  title: 'Members/Components',
  component: UpgradeRequired,
  decorators: [withRouter],
  args: { tier: 'premium' },
} satisfies Meta<typeof UpgradeRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpgradeRequiredPanel: Story = {};
export const UpgradeRequiredEnterprise: Story = { args: { tier: 'corporate' } };
