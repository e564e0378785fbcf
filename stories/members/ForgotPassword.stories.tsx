import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../support/screen';

const meta = screenMeta('Screens/Forgot password', '/forgot-password');
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
