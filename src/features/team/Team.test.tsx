import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { now } from '@/lib/clock';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { SEEDED_ACCOUNTS } from '@mocks/seed/accounts';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

const list = (name: RegExp | string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

const INVITATION_MS = 7 * 24 * 3600 * 1000;

/**
 * The Enterprise account's team as the database holds it: its seats, its members, and its seats
 * used (members plus invitations still open: not accepted within 7 days, one holds none).
 */
function erinsTeam() {
  const erin = SEEDED_ACCOUNTS.find((account) => account.membership_tier === 'corporate')!;
  const team = db.team.findFirst((q) => q.where({ owner_user_id: erin.id }))!;
  const members = db.teamMember.findMany((q) => q.where({ team_id: team.id })).length;
  const open = db.teamInvitation
    .findMany((q) => q.where({ team_id: team.id }))
    .filter((invitation) => Date.parse(invitation.invited_at) + INVITATION_MS > now().getTime());
  return { seats: team.seats, members, used: members + open.length };
}

const seatsUsed = (used: number, seats: number) =>
  `${used} of ${seats} seats used, open invitations included.`;

describe('/team', () => {
  it('shows the seats, the members with their roles and the invitations', async () => {
    const team = erinsTeam();
    await signedInAs('corporate');
    renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Team dashboard' }));
    expect(await screen.findByText(seatsUsed(team.used, team.seats))).toBeVisible();
    const members = list(/^Members/);
    expect(members).toHaveLength(team.members);
    expect(members[0]).toHaveTextContent('Erin Enterprise');
    expect(members[0]).toHaveTextContent('You');
    expect(members[0]).toHaveTextContent('Owner');
    expect(within(members[1]!).getByLabelText('Role of Somchai Wongsa')).toHaveValue('admin');
    const invitations = list('Invitations');
    expect(invitations[1]).toHaveTextContent('tom@harbourline.example');
    expect(invitations[1]).toHaveTextContent('Expired');
  });

  it('invites a colleague by email, and says why an address is refused', async () => {
    const team = erinsTeam();
    await signedInAs('corporate');
    renderApp('/team');
    const email = await screen.findByLabelText('Email address');
    await user.type(email, 'mei@harbourline.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('mei@harbourline.example is already on the team.'),
    ).toBeVisible();

    await user.clear(email);
    await user.type(email, 'kai@harbourline.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to kai@harbourline.example.')).toBeVisible();
    expect(list('Invitations')[0]).toHaveTextContent('kai@harbourline.example');
    expect(screen.getByText(seatsUsed(team.used + 1, team.seats))).toBeVisible();
    expect(email).toHaveValue('');
  });

  it('changes a role and removes a member after asking', async () => {
    const team = erinsTeam();
    await signedInAs('corporate');
    renderApp('/team');
    await user.selectOptions(await screen.findByLabelText('Role of Mei Tanaka'), 'admin');
    expect(await screen.findByText('Mei Tanaka is now an admin.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Arjun Mehta from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    expect(await screen.findByText('Arjun Mehta was removed from the team.')).toBeVisible();
    expect(list(/^Members/)).toHaveLength(team.members - 1);
  });

  it('shows the Upgrade Required panel to an Adventurer', async () => {
    await signedInAs('premium');
    renderApp('/team');
    expect(await screen.findByRole('region', { name: 'Upgrade Required' })).toHaveTextContent(
      'This feature requires an Enterprise membership or higher.',
    );
  });
});
