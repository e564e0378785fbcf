import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forum topic',
  component: AppAt,
  play: settle,
  args: { path: '/forums/topic/5' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'A forum topic at /forums/topic/:id: a visitor, a signed-in Explorer (reply, like), an unknown topic, loading, failing to load, the phone layout, and reporting the topic.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const Member: Story = { parameters: { session: 'free' } };
export const NotFound: Story = { args: { path: '/forums/topic/99999' } };
export const Loading: Story = { parameters: stillLoading('/forums/topics/:id') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/topics/:id', 400)] } },
};
export const ReportTopic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Report this topic' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    await expect(await dialog.findByText('Choose a reason')).toBeVisible();
  },
};
