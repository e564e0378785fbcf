import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '@/ui/TextArea';

const meta = { title: 'UI/Text area', component: TextArea } satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof TextArea>;

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
