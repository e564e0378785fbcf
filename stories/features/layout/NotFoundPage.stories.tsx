import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Not found',
  component: AppAt,
  play: settle,
  args: { path: '/no-such-page' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Any unknown path, one segment or several: the not-found page on a desktop and a phone.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {};
export const UnknownPage: Story = { args: { path: '/no/such/page' } };
