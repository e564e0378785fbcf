import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

const failingWith = (method: 'get' | 'patch' | 'delete', path: string, status = 500) =>
  http[method](`${API_ORIGIN}${path}`, () =>
    HttpResponse.json({ message: 'Server error.' }, { status }),
  );

describe('email notifications', () => {
  it("shows the member's preferences and saves a change, with a confirmation", async () => {
    await signedInAs('free');
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Email notifications' });
    expect(within(form).getByText(/explorer@ginger\.example/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Replies to my forum topics')).toBeChecked();
    expect(within(form).getByLabelText('New private messages')).toBeChecked();
    expect(within(form).getByLabelText('New jobs in places I saved')).toBeChecked();
    const newsletter = within(form).getByLabelText('The monthly Ginger newsletter');
    expect(newsletter).not.toBeChecked();

    await user.click(newsletter);
    await user.click(within(form).getByLabelText('New jobs in places I saved'));
    await user.click(within(form).getByRole('button', { name: 'Save email preferences' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your email preferences have been saved.',
    );
    expect(db.accountSettings.findFirst((q) => q.where({ id: 1 }))).toMatchObject({
      newsletter: true,
      job_alerts: false,
      forum_replies: true,
    });
  });

  it('says so when saving fails, and keeps what the member ticked', async () => {
    server.use(failingWith('patch', '/account/settings'));
    await signedInAs('free');
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Email notifications' });
    await user.click(within(form).getByLabelText('The monthly Ginger newsletter'));
    await user.click(within(form).getByRole('button', { name: 'Save email preferences' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/try again/i);
    expect(within(form).getByLabelText('The monthly Ginger newsletter')).toBeChecked();
    expect(within(form).queryByText('Your email preferences have been saved.')).toBeNull();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    server.use(failingWith('get', '/account/settings'));
    await signedInAs('free');
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Email notifications and privacy' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your email and privacy settings could not be loaded.',
    );
    server.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Replies to my forum topics')).toBeChecked();
  });
});

describe('profile visibility', () => {
  it('saves a new visibility and shows it on the next visit', async () => {
    await signedInAs('free');
    const first = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Profile visibility' });
    const group = within(form).getByRole('group', { name: 'Who can see your profile' });
    expect(within(group).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    const hidden = within(group).getByRole('radio', { name: 'Hidden' });
    expect(hidden).toHaveAccessibleDescription('You are left out of the member directory.');

    await user.click(hidden);
    await user.click(within(form).getByRole('button', { name: 'Save visibility' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your profile visibility has been saved.',
    );

    first.unmount();
    renderApp('/settings');
    expect(await screen.findByRole('radio', { name: 'Hidden' })).toBeChecked();
  });

  it('says so when saving fails', async () => {
    server.use(failingWith('patch', '/account/settings'));
    await signedInAs('free');
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Profile visibility' });
    await user.click(within(form).getByRole('radio', { name: 'Members only' }));
    await user.click(within(form).getByRole('button', { name: 'Save visibility' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/try again/i);
    expect(within(form).getByRole('radio', { name: 'Members only' })).toBeChecked();
  });
});

describe('deleting the account', () => {
  async function openConfirmation() {
    const zone = await screen.findByRole('region', { name: 'Delete account' });
    await user.click(within(zone).getByRole('button', { name: 'Delete my account...' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }

  it('asks for the password in a dialog that takes the focus, and can be left', async () => {
    await signedInAs('free');
    renderApp('/settings');
    const dialog = await openConfirmation();
    await waitFor(() => expect(within(dialog).getByLabelText('Your password')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete your account?' })).toBeNull(),
    );
    expect(db.user.findFirst((q) => q.where({ id: 1 }))).toBeDefined();
  });

  it('asks for the password before sending anything, and says when it is wrong', async () => {
    await signedInAs('free');
    renderApp('/settings');
    const dialog = await openConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('Enter your password to confirm'),
      ),
    );
    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The password is incorrect.'),
      ),
    );
    expect(db.user.findFirst((q) => q.where({ id: 1 }))).toBeDefined();
  });

  it('deletes the account, signs the member out and says so on the home page', async () => {
    await signedInAs('free');
    const { router } = renderApp('/settings');
    const dialog = await openConfirmation();
    await user.type(within(dialog).getByLabelText('Your password'), 'Explorer123!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText(/Your account has been deleted and you have been signed out/),
    ).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(db.user.findFirst((q) => q.where({ id: 1 }))).toBeUndefined();
  });

  it("shows the server's refusal to the owner of a team with members", async () => {
    await signedInAs('corporate');
    renderApp('/settings');
    const dialog = await openConfirmation();
    await user.type(within(dialog).getByLabelText('Your password'), 'Enterprise123!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/still has other members/);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
  });

  it('says so when deleting fails, and keeps the member signed in', async () => {
    server.use(failingWith('delete', '/account'));
    await signedInAs('free');
    const { router } = renderApp('/settings');
    const dialog = await openConfirmation();
    await user.type(within(dialog).getByLabelText('Your password'), 'Explorer123!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/try again/i);
    expect(router.state.location.pathname).toBe('/settings');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
  });
});
