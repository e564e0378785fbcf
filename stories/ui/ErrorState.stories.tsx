import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from '@/ui/ErrorState';

const meta = { title: 'UI/Error state', component: ErrorState } satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof ErrorState>;

export const ErrorMessage: Story = {
  render: () => (
    <ErrorState message="Failed to load locations. Please try again." onRetry={() => undefined} />
  ),
};

export const ErrorWithTitle: Story = {
  render: () => (
    <ErrorState
      title="Unable to load guides"
      message="Failed to fetch guides"
      onRetry={() => undefined}
      retryLabel="Try Again"
    />
  ),
};
