import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '@/ui/Checkbox';
import { PasswordField } from '@/ui/PasswordField';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';

const meta = {
  title: 'UI/Fields',
  component: TextField,
  args: { label: 'Email address' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { type: 'email', placeholder: 'you@example.com' } };
export const WithHint: Story = { args: { hint: 'We never share your email.' } };
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Invalid email address' },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'explorer@ginger.example' },
};

export const SelectField: Story = {
  render: () => (
    <Select
      label="Sort by"
      defaultValue="latest"
      options={[
        { value: 'latest', label: 'Latest' },
        { value: 'name', label: 'City A-Z' },
        { value: 'popularity', label: 'Most popular' },
      ]}
    />
  ),
};

export const SelectWithError: Story = {
  render: () => (
    <Select
      label="Country"
      options={[{ value: '', label: 'Choose a country' }]}
      error="Choose a country"
    />
  ),
};

export const CheckboxField: Story = { render: () => <Checkbox label="Remember me" /> };

export const CheckboxWithError: Story = {
  render: () => (
    <Checkbox
      label="I accept the terms and conditions"
      error="You must accept the terms and conditions"
    />
  ),
};

export const TextAreaField: Story = {
  render: () => (
    <TextArea label="Your reply (markdown supported)" hint="0 / 5000 characters" rows={4} />
  ),
};
export const TextAreaWithError: Story = {
  render: () => (
    <TextArea
      label="Message"
      defaultValue="Hi"
      error="Write at least 20 characters so we can help"
    />
  ),
};
export const Password: Story = {
  render: () => <PasswordField label="Password" defaultValue="Explorer123!" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
