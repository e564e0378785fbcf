import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Confirmation } from '@/ui/Confirmation';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { PastLastPage } from '@/ui/PastLastPage';
import { Rating } from '@/ui/Rating';
import { Skeleton } from '@/ui/Skeleton';
import { Spinner } from '@/ui/Spinner';

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

export const Loading: Story = { render: () => <Spinner label="Loading articles..." /> };

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <Skeleton height="160px" />
      <Skeleton width="60%" />
      <Skeleton width="90%" />
    </div>
  ),
};

export const Confirmed: Story = {
  render: () => (
    <Confirmation title="Message sent" message="We will reply within one working day.">
      <Button variant="secondary">Back to the home page</Button>
    </Confirmation>
  ),
};

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="error">An error occurred. Please try again.</Alert>
      <Alert tone="success">Your message has been sent.</Alert>
      <Alert tone="info">Your draft is kept on this device.</Alert>
    </div>
  ),
};
export const PastTheLastPage: Story = {
  render: () => <PastLastPage lastPage={3} onGoTo={() => undefined} />,
};
export const Ratings: Story = { render: () => <Rating value={4.8} /> };
