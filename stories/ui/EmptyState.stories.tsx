import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';

const meta = {
  title: 'UI/Feedback',
  component: EmptyState,
  args: { title: 'No articles found.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { description: 'Try adjusting your filters or search query' } };

export const EmptyWithAction: Story = {
  args: {
    description: 'No jobs match these filters.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
};
