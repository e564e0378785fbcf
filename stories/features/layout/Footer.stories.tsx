import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '@/features/layout/Footer';
import { withRouter } from '../../support/withRouter';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SiteFooter: Story = { render: () => <Footer /> };
