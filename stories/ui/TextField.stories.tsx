import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@/ui/TextField';

const meta = {
  title: 'UI/Fields',
  component: TextField,
  args: { label: 'Email address' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { type: 'email', placeholder: 'you@example.com' } };
export const WithHint: Story = { args: { hint: 'We never share your email.' } };
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Invalid email address' },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'explorer@ginger.example' },
};
