import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, stillLoading } from '../../support/handlers';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Guides',
  component: AppAt,
  play: settle,
  args: { path: '/guides' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The guides at /guides: all guides, loading, failing to load, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllGuides: Story = {};
export const Loading: Story = { parameters: stillLoading('/locations') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/locations', 400)] } },
};
