import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackLink } from '@/ui/BackLink';
import { withRouter } from '../support/withRouter';

const meta = { title: 'UI/Back link', component: BackLink } satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof BackLink>;

/** The link up to a page's list, as every detail page starts. */
export const Back: Story = {
  decorators: [withRouter],
  render: () => <BackLink to="/jobs">Back to Jobs</BackLink>,
};
