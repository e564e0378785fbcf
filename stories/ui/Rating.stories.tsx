import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from '@/ui/Rating';

const meta = { title: 'UI/Rating', component: Rating } satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof Rating>;

export const Ratings: Story = { render: () => <Rating value={4.8} /> };
