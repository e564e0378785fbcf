import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Community',
  component: AppAt,
  play: settle,
  args: { path: '/community' },
  tags: ['autodocs'],
  parameters: screenParameters('The community page at /community.'),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Community: Story = {};
