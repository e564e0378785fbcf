import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '@/ui/Alert';

const meta = { title: 'UI/Alert', component: Alert } satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof Alert>;

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="error">An error occurred. Please try again.</Alert>
      <Alert tone="success">Your message has been sent.</Alert>
      <Alert tone="info">Your draft is kept on this device.</Alert>
    </div>
  ),
};
