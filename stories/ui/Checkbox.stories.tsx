import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '@/ui/Checkbox';

const meta = { title: 'UI/Checkbox', component: Checkbox } satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof Checkbox>;

export const CheckboxField: Story = { render: () => <Checkbox label="Remember me" /> };

export const CheckboxWithError: Story = {
  render: () => (
    <Checkbox
      label="I accept the terms and conditions"
      error="You must accept the terms and conditions"
    />
  ),
};
