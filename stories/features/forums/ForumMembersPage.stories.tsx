import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { emptyList, failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forum members',
  component: AppAt,
  play: settle,
  args: { path: '/forums/members' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The forum member boards (members, new members): each board, the member list loading, failing or empty, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {};
export const NewMembers: Story = { args: { path: '/forums/new-members' } };
export const MembersLoading: Story = {
  parameters: stillLoading('/forums/members'),
};
export const MembersFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/members', 400)] } },
};
export const MembersEmpty: Story = {
  parameters: { msw: { handlers: [emptyList('/forums/members')] } },
};
