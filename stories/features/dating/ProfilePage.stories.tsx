import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Dating profile',
  component: AppAt,
  play: settle,
  args: { path: '/dating/profile/3' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'A dating profile at /dating/profile/:id: a visitor, a signed-in Explorer, sending a message and a message that fails, reporting the profile, an unknown profile, loading, failing to load, the similar profiles failing, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Sign in to send a message' }),
    ).toBeInTheDocument();
  },
};
export const Member: Story = { parameters: { session: 'free' } };
export const SendMessage: Story = {
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Message' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Your message'), 'Hello! Coffee this weekend?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    await expect(await dialog.findByText('Your message has been sent.')).toBeInTheDocument();
  },
};
export const MessageFailed: Story = {
  parameters: {
    session: 'free',
    msw: { handlers: [failing('/dating/profiles/:id/messages', 500, 'post')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Message' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Your message'), 'Hello!');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  },
};
export const Report: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Report' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    await expect(await dialog.findByText('Choose a reason')).toBeInTheDocument();
  },
};
export const NotFound: Story = { args: { path: '/dating/profile/99999' } };
export const Loading: Story = {
  parameters: stillLoading('/dating/profiles/:id'),
};
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/dating/profiles/:id', 400)] } },
};
export const SimilarFailed: Story = {
  parameters: { msw: { handlers: [failing('/dating/profiles/:id/similar', 400)] } },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
