import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Team',
  component: AppAt,
  play: settle,
  args: { path: '/team' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "The Enterprise team dashboard at /team: the owner's view (seats, invite form, members with roles, an open and an expired invitation), an invitation refused, the remove question, loading, failing, an Adventurer asked to upgrade, and on a phone.",
    ),
    session: 'corporate',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const InvitationRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email address'), 'mei@harbourline.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await canvas.findByText('mei@harbourline.example is already on the team.'),
    ).toBeVisible();
  },
};
export const RemoveQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Arjun Mehta' }));
    await expect(
      await canvas.findByRole('dialog', { name: 'Remove Arjun Mehta from the team?' }),
    ).toBeVisible();
  },
};
export const Loading: Story = { parameters: stillLoading('/team') };
export const Failing: Story = { parameters: { msw: { handlers: [failing('/team')] } } };
export const Adventurer: Story = { parameters: { session: 'premium' } };
