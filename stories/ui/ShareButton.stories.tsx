import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareButton } from '@/ui/ShareButton';

const meta = { title: 'UI/Share button', component: ShareButton } satisfies Meta<
  typeof ShareButton
>;

export default meta;
type Story = StoryObj<typeof ShareButton>;

export const Share: Story = {
  render: () => (
    <ShareButton
      title="Bangkok on Ginger"
      url="https://www.ginger.example/locations/thailand/bangkok"
    />
  ),
};
