import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/ui/Button';
import { Confirmation } from '@/ui/Confirmation';

const meta = {
  title: 'UI/Confirmation',
  component: Confirmation,
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof Confirmation>;

export const Confirmed: Story = {
  render: () => (
    <Confirmation title="Message sent" message="We will reply within one working day.">
      <Button variant="secondary">Back to the home page</Button>
    </Confirmation>
  ),
};
