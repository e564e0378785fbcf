import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../support/AppAt';
import { failing, stillLoading } from '../support/handlers';
import { screenParameters, settle } from '../support/screen';

const meta = {
  title: 'Screens/Subscription and checkout',
  component: AppAt,
  play: settle,
  args: { path: '/billing' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "Subscription at /billing for each plan (an Explorer with a trial to take, an Adventurer's renewal and invoices, Enterprise), the cancel question, a cancelled plan ending, loading, failing, invoices failing, on a phone; checkout at /checkout: the trial offer, its card rules, a declined card, the bank's code, the plan started, an Adventurer with nothing to buy, loading, failing and on a phone.",
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

export const Explorer: Story = {};
export const Adventurer: Story = { parameters: { session: 'premium' } };
export const Enterprise: Story = { parameters: { session: 'corporate' } };
export const CancelQuestion: Story = {
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Explorer' }));
    await expect(await body(canvasElement).findByRole('dialog')).toHaveTextContent(
      /You keep Adventurer until/,
    );
  },
};
export const Ending: Story = {
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Explorer' }));
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: /^Switch to Explorer on/ }),
    );
    await expect(await canvas.findByText(/then move to Explorer/)).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
export const Loading: Story = { parameters: stillLoading('/billing/subscription') };
export const Failing: Story = {
  parameters: { msw: { handlers: [failing('/billing/subscription')] } },
};
export const InvoicesFailing: Story = {
  parameters: { session: 'premium', msw: { handlers: [failing('/billing/invoices')] } },
};

export const Checkout: Story = { args: { path: '/checkout' } };
export const CheckoutCardRules: Story = {
  args: { path: '/checkout' },
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
  args: { path: '/checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWith(canvas, '4000 0000 0000 0002');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Your card was declined/);
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  },
};
export const CheckoutBankCode: Story = {
  args: { path: '/checkout' },
  play: async ({ canvasElement }) => {
    await payWith(within(canvasElement), '4000 0000 0000 3220');
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Confirm with your bank' }),
    ).toBeVisible();
  },
};
export const CheckoutStarted: Story = {
  args: { path: '/checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');
    await expect(await canvas.findByText('Welcome, Adventurer!')).toBeVisible();
  },
};
export const CheckoutAdventurer: Story = {
  args: { path: '/checkout' },
  parameters: { session: 'premium' },
};
export const CheckoutLoading: Story = {
  args: { path: '/checkout' },
  parameters: stillLoading('/billing/subscription'),
};
export const CheckoutFailing: Story = {
  args: { path: '/checkout' },
  parameters: { msw: { handlers: [failing('/billing/subscription')] } },
};
