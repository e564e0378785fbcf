import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@/ui/Skeleton';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <Skeleton height="160px" />
      <Skeleton width="60%" />
      <Skeleton width="90%" />
    </div>
  ),
};
