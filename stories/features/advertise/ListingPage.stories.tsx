import type { StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Classified listing',
  component: AppAt,
  play: settle,
  args: { path: '/classifieds/5' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "One listing of the classifieds at /classifieds/{id}: live (a visitor is asked to sign in to contact the seller), free, price on request, sold, the owner's own, a member's message to the seller (form, invalid, sending, sent, refused), not found, loading, failing, on a phone.",
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {};
export const ListingSold: Story = { args: { path: '/classifieds/12' } };
export const ListingYours: Story = {
  args: { path: '/classifieds/2' },
  parameters: { session: 'premium' },
};
export const ListingNotFound: Story = { args: { path: '/classifieds/9999' } };
export const ListingLoading: Story = { parameters: stillLoading('/ads/5') };
export const ListingFailing: Story = { parameters: { msw: { handlers: [failing('/ads/5')] } } };
export const ListingFree: Story = { args: { path: '/classifieds/17' } };
export const ListingPriceOnRequest: Story = { args: { path: '/classifieds/6' } };

/** A signed-in member writing to the seller of someone else's live listing. */
const MEMBER = { args: { path: '/classifieds/4' }, parameters: { session: 'free' } };
const MESSAGE = 'Hello! Is the scooter still for sale? I could come and see it on Saturday.';

async function writeAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), MESSAGE);
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
  return canvas;
}

export const ContactSeller: Story = { ...MEMBER };
export const ContactSellerInvalid: Story = {
  ...MEMBER,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Still free?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(
      await canvas.findByText('Write at least 20 characters so the seller can answer'),
    ).toBeVisible();
  },
};
export const ContactSellerSending: Story = {
  ...MEMBER,
  parameters: {
    ...MEMBER.parameters,
    loading: true,
    msw: { handlers: [http.post('*/api/ads/4/contact', async () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await writeAndSend(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};
export const ContactSellerSent: Story = {
  ...MEMBER,
  play: async ({ canvasElement }) => {
    const canvas = await writeAndSend(canvasElement);
    await expect(await canvas.findByText('Message sent')).toBeVisible();
  },
};
export const ContactSellerRefused: Story = {
  ...MEMBER,
  parameters: { ...MEMBER.parameters, msw: { handlers: [failing('/ads/4/contact', 429, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = await writeAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
