import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Post job',
  component: AppAt,
  play: settle,
  args: { path: '/post-job' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Posting a job at /post-job: as Enterprise, invalid, the countries failing to load, and a visitor sent to sign in.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PostJob: Story = { parameters: { session: 'corporate' } };
export const PostJobInvalid: Story = {
  parameters: { session: 'corporate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Post Job' }));
    await expect(await canvas.findByText('Choose the country of the job')).toBeVisible();
  },
};
export const PostJobCountriesFailed: Story = {
  parameters: { session: 'corporate', msw: { handlers: [failing('/locations', 400)] } },
};
export const VisitorSentToSignIn: Story = {};
