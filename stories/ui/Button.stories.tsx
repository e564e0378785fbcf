import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/ui/Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Join Adventure' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Sign in' } };
export const Accent: Story = { args: { variant: 'accent', children: 'Explore' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = { args: { disabled: true, children: 'Signing in...' } };
export const FullWidth: Story = { args: { fullWidth: true } };
