import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../support/AppAt';
import { failing, stillLoading } from '../support/handlers';
import { screenParameters, settle } from '../support/screen';

const meta = {
  title: 'Screens/Forms',
  component: AppAt,
  play: settle,
  args: { path: '/contact' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The forms: contact (empty, from a plan, invalid, sent, on a phone), submitting a guide (empty, failing), posting a job (as Enterprise, invalid, the countries failing to load, a visitor sent to sign in) and a new list (empty, loading, failing, no saved places).',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/**
 * Types the sender in. The forms take a member's name and email only when the session check
 * finished before they opened, which in a browser it may not have: typing makes the story the
 * same either way.
 */
async function typeSender(canvas: Canvas, name: string, email: string) {
  for (const [label, value] of [
    ['Your name', name],
    ['Email address', email],
  ] as const) {
    const field = await canvas.findByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

export const Contact: Story = {};
export const ContactFromAPlan: Story = { args: { path: '/contact?subject=Business%20plan' } };
export const ContactInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
  },
};
export const ContactSent: Story = {
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeSender(canvas, 'Aditya Adventurer', 'adventurer@ginger.example');
    await userEvent.type(canvas.getByLabelText('Subject'), 'Listing question');
    await userEvent.type(
      canvas.getByLabelText('Message'),
      'How long does a Premium listing stay featured?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Message sent')).toBeVisible();
  },
};
export const SubmitGuide: Story = { args: { path: '/submit-guide' } };
export const SubmitGuideFailed: Story = {
  args: { path: '/submit-guide' },
  parameters: { session: 'free', msw: { handlers: [failing('/guides/submissions', 500, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeSender(canvas, 'Emma Explorer', 'explorer@ginger.example');
    await userEvent.type(canvas.getByLabelText('City'), 'Hoi An');
    await userEvent.type(canvas.getByLabelText('Country'), 'Vietnam');
    await userEvent.type(canvas.getByLabelText('Guide title'), 'Hoi An beyond the old town');
    await userEvent.click(canvas.getByLabelText('Your guide (markdown supported)'));
    await userEvent.paste('Cycle through the rice fields of Tra Que at dawn. '.repeat(8));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Guide' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  },
};
export const PostJob: Story = { args: { path: '/post-job' }, parameters: { session: 'corporate' } };
export const PostJobInvalid: Story = {
  args: { path: '/post-job' },
  parameters: { session: 'corporate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Post Job' }));
    await expect(await canvas.findByText('Choose the country of the job')).toBeVisible();
  },
};
export const NewList: Story = { args: { path: '/lists/new' }, parameters: { session: 'free' } };
export const NewListLoading: Story = {
  args: { path: '/lists/new' },
  parameters: { session: 'free', ...stillLoading('/favorites') },
};
export const NewListFailed: Story = {
  args: { path: '/lists/new' },
  parameters: { session: 'free', msw: { handlers: [failing('/favorites', 400)] } },
};
export const NewListNoSavedPlaces: Story = {
  args: { path: '/lists/new' },
  parameters: { session: 'corporate' },
};
export const PostJobCountriesFailed: Story = {
  args: { path: '/post-job' },
  parameters: { session: 'corporate', msw: { handlers: [failing('/locations', 400)] } },
};
export const VisitorSentToSignIn: Story = { args: { path: '/post-job' } };
export const ContactMobile: Story = { globals: { viewport: { value: 'mobile' } } };
