import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';

const meta = { title: 'UI/Card', component: Card } satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {
  args: {
    children: (
      <>
        <h3>Chiang Mai</h3>
        <p>Temples, night markets and a relaxed digital nomad scene.</p>
      </>
    ),
  },
};

export const WithImage: Story = {
  args: {
    media: <img src="/images/scenes/generated/temple-1.svg" alt="" width={800} height={500} />,
    children: (
      <>
        <Badge tone="accent">Trending</Badge>
        <h3>Chiang Mai</h3>
        <p>Temples, night markets and a relaxed digital nomad scene.</p>
      </>
    ),
  },
};
