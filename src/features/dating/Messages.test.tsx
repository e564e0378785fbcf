import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { pinClock } from '@/lib/clock';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { FIXED_NOW } from '@mocks/fixedClock';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import { db } from '@mocks/db';
import { setupMockApi } from '@mocks/testing';

setupMockApi();
afterEach(() => pinClock(FIXED_NOW, { frozen: true }));

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

/** The seeded premium member's two correspondents: profiles 10 (the latest) and 9. */
const nameOf = (id: number) => db.datingProfile.findFirst((q) => q.where({ id }))!.name;

const headerMessages = () =>
  within(screen.getByRole('banner')).findByRole('link', { name: /^Messages/ });

describe('/dating/messages', () => {
  it('lists conversations with their new answers, counted in the header too', async () => {
    await signedInAs('premium');
    const [latest, earlier] = [nameOf(10), nameOf(9)];
    renderApp('/dating/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const conversations = within(await screen.findByRole('list', { name: 'Conversations' }));
    expect(conversations.getAllByRole('link').map((link) => link.textContent)).toEqual([
      `${latest}, 1 new message`,
      `${earlier}, 1 new message`,
    ]);
    expect(screen.getByText('2 unread messages')).toBeVisible();
    expect(await headerMessages()).toHaveAccessibleName('Messages: 2 unread messages');
  });

  it('opens a conversation, which reads it, and sends a reply that gets an answer', async () => {
    await signedInAs('premium');
    const latest = nameOf(10);
    renderApp('/dating/messages');
    await user.click(await screen.findByRole('link', { name: `${latest}, 1 new message` }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Messages with ${latest}` }),
    ).toBeVisible();
    const thread = screen.getByRole('list', { name: `Messages with ${latest}` });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(async () =>
      expect(await headerMessages()).toHaveAccessibleName('Messages: 1 unread message'),
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message first')).toBeVisible();
    await user.type(screen.getByLabelText('Your message'), 'Oil the pan well and wait!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Oil the pan well and wait!')).toBeVisible();
    expect(screen.getByLabelText('Your message')).toHaveValue('');

    pinClock(new Date(FIXED_NOW.getTime() + 60_000), { frozen: true });
    await user.click(screen.getByRole('link', { name: 'All messages' }));
    expect(await screen.findByRole('link', { name: `${latest}, 1 new message` })).toBeVisible();
  });

  it('blocks a profile after asking, and the conversation leaves the inbox', async () => {
    await signedInAs('premium');
    const [latest, earlier] = [nameOf(10), nameOf(9)];
    renderApp('/dating/messages/10');
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: `Block ${latest}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(/You blocked/)).toHaveTextContent(
      `You blocked ${latest}, so neither of you can write here.`,
    );
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All messages' }));
    const conversations = within(await screen.findByRole('list', { name: 'Conversations' }));
    expect(conversations.getAllByRole('link').map((link) => link.textContent)).toEqual([
      `${earlier}, 1 new message`,
    ]);
  });

  it('invites a member with no conversations to browse members', async () => {
    await signedInAs('corporate');
    renderApp('/dating/messages');
    expect(await screen.findByText('No messages yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse members' })).toHaveAttribute('href', '/dating');
  });
});
