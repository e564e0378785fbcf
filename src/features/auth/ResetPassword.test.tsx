import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { callApi, setupMockApi } from '@mocks/testing';

setupMockApi();

/** Asks for a reset link as the forgot-password form does, and opens the mail the mock sent. */
async function mailedResetLink(email: string): Promise<string> {
  await callApi('/auth/forgot-password', { method: 'POST', body: JSON.stringify({ email }) });
  return db.mail.findMany((q) => q.where({ to: email })).findLast((mail) => mail.link)!.link!;
}

async function choosePassword(password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('/reset-password', () => {
  it('sets a new password from the mailed link, which then signs the member in', async () => {
    const { router } = renderApp(await mailedResetLink('explorer@ginger.example'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await choosePassword('Lanterns-42!', 'Lanterns-43!');
    expect(await screen.findByText("Passwords don't match")).toBeVisible();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Lanterns-42!');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeVisible();

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    // The sign-in page first, whole: typing into a page still on its way could be lost.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('Email address'), 'explorer@ginger.example');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Lanterns-42!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Emma!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says when a link was already used, keeps what was typed, and offers a new one', async () => {
    const link = await mailedResetLink('adventurer@ginger.example');
    const token = new URL(link, 'http://site').searchParams.get('token')!;
    await callApi('/auth/reset-password', {
      method: 'POST',
      body: JSON.stringify({
        token,
        password: 'First-new-1',
        password_confirmation: 'First-new-1',
      }),
    });
    renderApp(link);
    await choosePassword('Second-new-2');
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This reset link has expired or was already used. Ask for a new one.',
    );
    expect(within(form).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('Second-new-2');
  });

  it('explains a link without its code', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(/This link is missing its code/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
