import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Subscription and checkout',
  component: AppAt,
  play: settle,
  args: { path: '/billing' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "Subscription at /billing for each plan (an Explorer with a trial to take, an Adventurer's renewal and invoices, Enterprise), the cancel question, a cancelled plan ending, loading, failing, invoices failing, on a phone.",
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

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
