import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Checkout',
  component: AppAt,
  play: settle,
  args: { path: '/checkout' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "Checkout at /checkout: the trial offer, its card rules, a declined card, the bank's code, the plan started, an Adventurer with nothing to buy, loading, failing and on a phone.",
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Types a card into the checkout form and sends it (test numbers: README, 'Test cards'). */
async function payWith(canvas: Canvas, cardNumber: string) {
  await userEvent.type(await canvas.findByLabelText('Card number'), cardNumber);
  await userEvent.type(canvas.getByLabelText('Expiry date'), '08/29');
  await userEvent.type(canvas.getByLabelText('Security code'), '123');
  await userEvent.type(canvas.getByLabelText('Name on card'), 'Emma Explorer');
  await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Checkout: Story = {};
export const CheckoutCardRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.type(canvas.getByLabelText('Expiry date'), '01/20');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(
      await canvas.findByText('This card number is not valid. Check it and try again.'),
    ).toBeVisible();
    await expect(canvas.getByText('This card has expired.')).toBeVisible();
  },
};
export const CheckoutDeclined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWith(canvas, '4000 0000 0000 0002');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Your card was declined/);
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  },
};
export const CheckoutBankCode: Story = {
  play: async ({ canvasElement }) => {
    await payWith(within(canvasElement), '4000 0000 0000 3220');
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Confirm with your bank' }),
    ).toBeVisible();
  },
};
export const CheckoutStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');
    await expect(await canvas.findByText('Welcome, Adventurer!')).toBeVisible();
  },
};
export const CheckoutAdventurer: Story = {
  parameters: { session: 'premium' },
};
export const CheckoutLoading: Story = {
  parameters: stillLoading('/billing/subscription'),
};
export const CheckoutFailing: Story = {
  parameters: { msw: { handlers: [failing('/billing/subscription')] } },
};
