import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Settings',
  component: AppAt,
  play: settle,
  args: { path: '/settings' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'Settings at /settings: an Explorer, saving failing, on a phone, and a visitor sent to sign in; the email and privacy settings loading, failing to load, saved and failing to save; deleting the account: the confirmation, a wrong password, a team owner refused, the deletion failing, the phone layout, and the home page once deleted.',
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the delete confirmation and types `password` into it (if any). */
async function confirmDeletion(canvas: Canvas, password?: string) {
  const zone = within(await canvas.findByRole('region', { name: 'Delete account' }));
  await userEvent.click(zone.getByRole('button', { name: 'Delete my account...' }));
  const dialog = within(await canvas.findByRole('dialog', { name: 'Delete your account?' }));
  const field = dialog.getByLabelText('Your password');
  await waitFor(() => expect(field).toHaveFocus());
  if (password) {
    await userEvent.type(field, password);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
  }
  return dialog;
}

export const Settings: Story = {};
export const SettingsSaveFailed: Story = {
  parameters: { msw: { handlers: [failing('/account/profile', 500, 'patch')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Emma Rivers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/try again/i);
    await expect(name).toHaveValue('Emma Rivers');
  },
};
export const SettingsMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const SettingsVisitorRedirected: Story = { parameters: { session: undefined } };

export const PreferencesLoading: Story = { parameters: stillLoading('/account/settings') };
export const PreferencesLoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/account/settings')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(
      await canvas.findByRole('region', { name: 'Email notifications and privacy' }),
    );
    await expect(await section.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Your email and privacy settings could not be loaded.',
    );
  },
};
export const NotificationsSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Email notifications' }));
    await userEvent.click(form.getByLabelText('The monthly Ginger newsletter'));
    await userEvent.click(form.getByRole('button', { name: 'Save email preferences' }));
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Your email preferences have been saved.',
    );
  },
};
export const NotificationsSaveFailed: Story = {
  parameters: { msw: { handlers: [failing('/account/settings', 500, 'patch')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Email notifications' }));
    await userEvent.click(form.getByLabelText('New jobs in places I saved'));
    await userEvent.click(form.getByRole('button', { name: 'Save email preferences' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(/try again/i);
  },
};
export const VisibilityHiddenSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Profile visibility' }));
    await userEvent.click(form.getByRole('radio', { name: 'Hidden' }));
    await userEvent.click(form.getByRole('button', { name: 'Save visibility' }));
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Your profile visibility has been saved.',
    );
  },
};
export const VisibilitySaveFailed: Story = {
  parameters: { msw: { handlers: [failing('/account/settings', 500, 'patch')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Profile visibility' }));
    await userEvent.click(form.getByRole('radio', { name: 'Members only' }));
    await userEvent.click(form.getByRole('button', { name: 'Save visibility' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(/try again/i);
  },
};

export const DeleteAccountConfirm: Story = {
  play: async ({ canvasElement }) => {
    await confirmDeletion(within(canvasElement));
  },
};
export const DeleteAccountWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await confirmDeletion(within(canvasElement), 'not-my-password');
    await waitFor(() =>
      expect(dialog.getByLabelText('Your password')).toHaveAccessibleDescription(
        expect.stringContaining('The password is incorrect.'),
      ),
    );
  },
};
export const DeleteAccountTeamOwnerRefused: Story = {
  parameters: { session: 'corporate' },
  play: async ({ canvasElement }) => {
    const dialog = await confirmDeletion(within(canvasElement), 'Enterprise123!');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/still has other members/);
  },
};
export const DeleteAccountFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/account', () =>
          HttpResponse.json({ message: 'Server error.' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await confirmDeletion(within(canvasElement), 'Explorer123!');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/try again/i);
  },
};
export const DeleteAccountPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await confirmDeletion(within(canvasElement));
  },
};
export const AccountDeleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmDeletion(canvas, 'Explorer123!');
    await expect(
      await canvas.findByText(/Your account has been deleted and you have been signed out/),
    ).toBeVisible();
  },
};
