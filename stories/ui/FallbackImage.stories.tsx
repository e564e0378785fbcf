import type { Meta, StoryObj } from '@storybook/react-vite';
import { FallbackImage } from '@/ui/FallbackImage';
import { BROKEN_IMAGE, brokenImage } from '../support/handlers';

const meta = {
  title: 'UI/Media and sharing',
  component: FallbackImage,
  args: {
    src: '/images/avatars/generated/3.svg',
    fallback: '/images/default-destination.svg',
    alt: 'A member',
    width: 160,
    height: 160,
  },
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const BrokenImageFallsBack: Story = {
  args: { src: BROKEN_IMAGE },
  parameters: brokenImage,
};
export const NoSource: Story = { args: { src: null } };
