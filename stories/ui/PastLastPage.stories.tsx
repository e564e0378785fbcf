import type { Meta, StoryObj } from '@storybook/react-vite';
import { PastLastPage } from '@/ui/PastLastPage';

const meta = {
  title: 'UI/Past last page',
  component: PastLastPage,
} satisfies Meta<typeof PastLastPage>;

export default meta;
type Story = StoryObj<typeof PastLastPage>;

export const PastTheLastPage: Story = {
  render: () => <PastLastPage lastPage={3} onGoTo={() => undefined} />,
};
