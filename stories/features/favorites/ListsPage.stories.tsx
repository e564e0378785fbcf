import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Travel lists',
  component: AppAt,
  play: settle,
  args: { path: '/lists' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "A member's travel lists at /lists: an Adventurer's two lists, none yet, loading, failing, on a phone, renaming one, asked before deleting one, and a new order the API refuses (put back, with a message).",
    ),
    session: 'premium',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a dialog from the button named `button` and waits for it. */
function opensDialog(button: string, dialog: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: button }));
    await expect(await canvas.findByRole('dialog', { name: dialog })).toBeVisible();
  };
}

export const Adventurer: Story = {};
export const NoListsYet: Story = { parameters: { session: 'corporate' } };
export const Loading: Story = { parameters: stillLoading('/lists') };
export const Failing: Story = { parameters: { msw: { handlers: [failing('/lists')] } } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Renaming: Story = { play: opensDialog('Rename Ubud retreat', 'Rename list') };
export const ConfirmingDelete: Story = {
  play: opensDialog('Delete Where to work next', 'Delete this list?'),
};
export const NewOrderRefused: Story = {
  parameters: { msw: { handlers: [failing('/lists/:id', 500, 'patch')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Bangkok, Thailand up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/back as it was/);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
