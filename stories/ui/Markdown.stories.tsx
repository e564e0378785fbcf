import type { Meta, StoryObj } from '@storybook/react-vite';
import { Markdown } from '@/ui/Markdown';
import { withRouter } from '../support/withRouter';

const meta = {
  title: 'UI/Markdown',
  component: Markdown,
  decorators: [withRouter],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof Markdown>;

export const MarkdownBody: Story = {
  render: () => (
    <Markdown
      source={
        '## Why Penang\n\nHawker food everywhere.\n\n# Budget tip\n- Eat where the queue is\n- Carry small notes\n\n<script>alert(1)</script> stays text.'
      }
    />
  ),
};
