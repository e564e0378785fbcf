import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle, typeSender } from '../../support/screen';

const meta = {
  title: 'Screens/Forms',
  component: AppAt,
  play: settle,
  args: { path: '/contact' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The contact form at /contact: empty, from a plan, invalid, sent, on a phone.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
export const ContactMobile: Story = { globals: { viewport: { value: 'mobile' } } };
