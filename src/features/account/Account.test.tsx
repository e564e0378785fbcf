import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { SEEDED_ACCOUNTS } from '@mocks/seed/accounts';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';
import { startSeededSession, type SeededTier } from '@mocks/sessions';

const server = setupMockApi();

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

describe('the guard', () => {
  it.each(['/dashboard', '/favorites', '/settings', '/billing', '/journal', '/lists'])(
    'sends a visitor from %s to /login and back after signing in',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toEqual({ redirect: path });
      await user.type(await screen.findByLabelText('Email address'), 'adventurer@ginger.example');
      await user.type(screen.getByLabelText('Password'), 'Adventurer123!');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );

  it('keeps a member signed in across a reload (a new app with the stored token)', async () => {
    await signedInAs('premium');
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Aditya!' }),
    ).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('shows the tier badge, the real saved-locations and travel-list counts and the Upgrade Now banner for Explorers', async () => {
    const emma = SEEDED_ACCOUNTS.find((account) => account.membership_tier === 'free')!;
    const savedLocations = db.favorite.findMany((q) =>
      q.where({ user_id: emma.id, kind: 'location' }),
    ).length;
    const travelLists = db.travelList.findMany((q) => q.where({ user_id: emma.id })).length;
    await signedInAs('free');
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Emma!' });
    const numbers = screen.getByRole('region', { name: 'Your numbers' });
    await waitFor(() =>
      expect(within(numbers).getByText('Saved Locations').nextSibling).toHaveTextContent(
        new RegExp(`^${savedLocations}$`),
      ),
    );
    await waitFor(() =>
      expect(within(numbers).getByText('Travel Lists').nextSibling).toHaveTextContent(
        new RegExp(`^${travelLists}$`),
      ),
    );
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/upgrade');
    const connections = new Set(
      db.datingMessage.findMany((q) => q.where({ user_id: emma.id })).map((m) => m.profile_id),
    ).size;
    await waitFor(() =>
      expect(within(numbers).getByText('Connections').nextSibling).toHaveTextContent(
        new RegExp(`^${connections}$`),
      ),
    );
    // The members who opened Emma's forum profile, each once.
    const profileViews = db.profileView.findMany((q) => q.where({ member: emma.name })).length;
    expect(profileViews).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(numbers).getByText('Profile Views').nextSibling).toHaveTextContent(
        new RegExp(`^${profileViews}$`),
      ),
    );
    for (const [name, href] of [
      ['Explore Locations', '/locations'],
      ['My Favorites', '/favorites'],
      ['Create a Travel List', '/lists/new'],
      ['Join the Community', '/community'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name!) })).toHaveAttribute('href', href);
    }
  });

  it("lists the member's recent activity, newest first, each linking to what it was about", async () => {
    await signedInAs('free');
    renderApp('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      /^You made the travel list Thailand and Vietnam this winter/,
    );
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/lists');
    expect(
      within(recent).getByRole('link', { name: 'Chiang Mai, Thailand' }).closest('li'),
    ).toHaveTextContent(/^You saved Chiang Mai, Thailand/);
  });

  it('offers a first step when the member has done nothing yet', async () => {
    server.use(
      http.get(`${API_ORIGIN}/account/activity`, () =>
        HttpResponse.json({ data: [], profile_views: 0 }),
      ),
    );
    await signedInAs('corporate');
    renderApp('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(await within(recent).findByText('No recent activity yet')).toBeVisible();
    expect(within(recent).getByRole('link', { name: 'Start exploring' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });

  it('shows no upgrade banner to an Adventurer', async () => {
    await signedInAs('premium');
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Aditya!' });
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('signs out from the account menu: back home, session gone', async () => {
    await signedInAs('free');
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Account menu: Emma/ }));
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('tiers', () => {
  it('shows the Upgrade Required panel on the journal to an Explorer', async () => {
    await signedInAs('free');
    renderApp('/journal');
    const panel = await screen.findByRole('region', { name: 'Upgrade Required' });
    expect(panel).toHaveTextContent('This feature requires an Adventurer membership or higher.');
    expect(within(panel).getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });

  it('lets an Adventurer write a journal entry and see it listed', async () => {
    await signedInAs('premium');
    renderApp('/journal');
    await screen.findByText('Lantern night in Hoi An');
    await user.type(screen.getByLabelText('Title'), 'Street food in Penang');
    await user.type(screen.getByLabelText('Notes'), 'Char kway teow at the night market.');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(
      await screen.findByRole('heading', { name: 'Street food in Penang' }),
    ).toBeInTheDocument();
  });

  it('keeps the photo of a journal entry and shows it with the entry', async () => {
    await signedInAs('premium');
    renderApp('/journal');
    await user.type(await screen.findByLabelText('Title'), 'Sunrise at Kek Lok Si');
    await user.type(screen.getByLabelText('Notes'), 'Up the hill before the buses.');
    await user.upload(
      screen.getByLabelText('Photo (optional)'),
      new File(['a photo'], 'temple.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Preview of your photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    const photo = await screen.findByRole('img', { name: 'Your photo of Sunrise at Kek Lok Si' });
    expect(photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});

describe('settings', () => {
  it("changes the member's name everywhere", async () => {
    await signedInAs('free');
    renderApp('/settings');
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Emily Explorer');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been updated.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu: Emily/ })).toBeInTheDocument();
  });

  it('refuses a password change with a wrong current password, on that field', async () => {
    await signedInAs('free');
    renderApp('/settings');
    await user.type(await screen.findByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'Harbour-lights-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'Harbour-lights-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is incorrect.',
      ),
    );
  });
});
