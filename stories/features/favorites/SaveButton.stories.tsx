import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveButton } from '@/features/favorites';
import { withRouter } from '../../support/withRouter';

const meta = {
  title: 'Members/Save button',
  component: SaveButton,
  decorators: [withRouter],
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof SaveButton>;

export const SaveVisitor: Story = {
  render: () => <SaveButton kind="location" itemId={1} itemName="Bangkok" />,
};
export const SaveMember: Story = {
  parameters: { session: 'free' },
  render: () => <SaveButton kind="location" itemId={1} itemName="Bangkok" />,
};
export const SaveMemberAlreadySaved: Story = {
  parameters: { session: 'free' },
  render: () => <SaveButton kind="location" itemId={2} itemName="Chiang Mai" />,
};
