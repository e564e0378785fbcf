import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forgot password',
  component: AppAt,
  play: settle,
  args: { path: '/forgot-password' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Asking for a password reset at /forgot-password: the empty form, the link sent, the request failing, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email address'), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('If an account exists');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [failing('/auth/forgot-password', 500, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email address'), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
