import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '@/ui/Select';

const meta = { title: 'UI/Select', component: Select } satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof Select>;

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
