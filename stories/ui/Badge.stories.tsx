import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@/ui/Badge';

const meta = { title: 'UI/Badge', component: Badge, args: { children: 'Trending' } } satisfies Meta<
  typeof Badge
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: 'brand', children: 'Guide' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Featured' } };
export const Success: Story = { args: { tone: 'success', children: 'Verified' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Closed' } };
export const Info: Story = { args: { tone: 'info', children: 'Remote' } };
