import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@/ui/Spinner';

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <Spinner label="Loading articles..." /> };
