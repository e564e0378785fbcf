import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

const list = (name: RegExp | string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('/team', () => {
  it('shows the seats, the members with their roles and the invitations', async () => {
    await signedInAs('corporate');
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Team dashboard' }));
    expect(await screen.findByText('7 of 10 seats used, open invitations included.')).toBeVisible();
    const members = list(/^Members/);
    expect(members).toHaveLength(6);
    expect(members[0]).toHaveTextContent('Erin Enterprise');
    expect(members[0]).toHaveTextContent('You');
    expect(members[0]).toHaveTextContent('Owner');
    expect(within(members[1]!).getByLabelText('Role of Somchai Wongsa')).toHaveValue('admin');
    const invitations = list('Invitations');
    expect(invitations[1]).toHaveTextContent('tom@harbourline.example');
    expect(invitations[1]).toHaveTextContent('Expired');
  });

  it('invites a colleague by email, and says why an address is refused', async () => {
    await signedInAs('corporate');
    renderApp('/team');
    const email = await screen.findByLabelText('Email address');
    await userEvent.type(email, 'mei@harbourline.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('mei@harbourline.example is already on the team.'),
    ).toBeVisible();

    await userEvent.clear(email);
    await userEvent.type(email, 'kai@harbourline.example');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to kai@harbourline.example.')).toBeVisible();
    expect(list('Invitations')[0]).toHaveTextContent('kai@harbourline.example');
    expect(screen.getByText('8 of 10 seats used, open invitations included.')).toBeVisible();
    expect(email).toHaveValue('');
  });

  it('changes a role and removes a member after asking', async () => {
    await signedInAs('corporate');
    renderApp('/team');
    await userEvent.selectOptions(await screen.findByLabelText('Role of Mei Tanaka'), 'admin');
    expect(await screen.findByText('Mei Tanaka is now an admin.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Arjun Mehta from the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    expect(await screen.findByText('Arjun Mehta was removed from the team.')).toBeVisible();
    expect(list(/^Members/)).toHaveLength(5);
  });

  it('shows the Upgrade Required panel to an Adventurer', async () => {
    await signedInAs('premium');
    renderApp('/team');
    expect(await screen.findByRole('region', { name: 'Upgrade Required' })).toHaveTextContent(
      'This feature requires a Enterprise membership or higher.',
    );
  });
});
