import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Premium',
  component: AppAt,
  play: settle,
  args: { path: '/premium' },
  tags: ['autodocs'],
  parameters: screenParameters('Premium at /premium, for a visitor and for a member.'),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PremiumVisitor: Story = {};
export const PremiumMember: Story = { parameters: { session: 'free' } };
