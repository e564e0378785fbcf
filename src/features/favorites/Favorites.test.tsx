import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { MEMBER_QUERY_TAGS } from '@/api/auth';
import { favoriteKeys, favoritesQueryOptions } from '@/api/favorites';
import { journalKeys } from '@/api/journal';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { SEEDED_ACCOUNTS } from '@mocks/seed/accounts';
import { callApi, setupMockApi } from '@mocks/testing';
import { startSeededSession } from '@mocks/sessions';
import { SaveButton } from './SaveButton';

setupMockApi();

/** An Explorer saves up to 10 items. */
const EXPLORER_LIMIT = 10;

/** What the Explorer account has saved, as the database holds it. */
function emmasFavorites() {
  const emma = SEEDED_ACCOUNTS.find((account) => account.membership_tier === 'free')!;
  return db.favorite.findMany((q) => q.where({ user_id: emma.id }));
}

/** The Save button once the member's saves have loaded (it is disabled until then). */
async function readySaveButton() {
  const button = await screen.findByRole('button', { name: 'Save Bangkok' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function renderSaveButton(itemId: number, path = '/locations/thailand/bangkok') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <SaveButton kind="location" itemId={itemId} itemName="Bangkok" />,
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the Save control', () => {
  it('asks a visitor to sign in and brings them back', async () => {
    renderSaveButton(1);
    expect(await screen.findByRole('link', { name: 'Sign in to save Bangkok' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Flocations%2Fthailand%2Fbangkok',
    );
  });

  it('saves and unsaves for a member', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderSaveButton(1);
    await user.click(await readySaveButton());
    const saved = await screen.findByRole('button', { name: 'Saved Bangkok' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await user.click(saved);
    expect(await screen.findByRole('button', { name: 'Save Bangkok' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("refuses an Explorer's eleventh save with an upgrade path", async () => {
    const token = await startSeededSession('free');
    // Up to the limit with jobs, whatever the account had saved before.
    const room = EXPLORER_LIMIT - emmasFavorites().length;
    for (let itemId = 20; itemId < 20 + room; itemId += 1) {
      await callApi('/favorites', {
        method: 'POST',
        token,
        body: JSON.stringify({ kind: 'job', item_id: itemId }),
      });
    }
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    renderSaveButton(1);
    await user.click(await readySaveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Explorer members can save up to 10 favorites.');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
  });
});

describe('/favorites', () => {
  it('lists saved items grouped by kind, with remove', async () => {
    const saved = emmasFavorites();
    const locations = saved.filter((favorite) => favorite.kind === 'location').length;
    const articles = saved.filter((favorite) => favorite.kind === 'article').length;
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/favorites');
    expect(
      await screen.findByRole('heading', { name: `Locations (${locations})` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Articles (${articles})` })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      new RegExp(`^${saved.length} of ${EXPLORER_LIMIT} saved\\b`),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Chiang Mai, Thailand' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: `Locations (${locations - 1})` }),
      ).toBeInTheDocument(),
    );
  });

  it('shows an empty state with a way to explore', async () => {
    const token = await startSeededSession('corporate');
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    renderApp('/favorites');
    expect(await screen.findByText('Nothing saved yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });
});

describe('member data and the session', () => {
  it('names every member-only query tag, so a session change forgets them', () => {
    expect(MEMBER_QUERY_TAGS.has(favoriteKeys.all[0].tags[0])).toBe(true);
    expect(MEMBER_QUERY_TAGS.has(journalKeys.all[0].tags[0])).toBe(true);
  });

  it('forgets the saved items of a member who signs out, so the next member cannot see them', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    const { queryClient } = renderApp('/favorites');
    expect(await screen.findByRole('heading', { name: 'Locations (2)' })).toBeInTheDocument();
    expect(queryClient.getQueryData(favoritesQueryOptions().queryKey)).toBeDefined();
    await user.click(await screen.findByRole('button', { name: /Account menu: Emma/ }));
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    await waitFor(() =>
      expect(queryClient.getQueryData(favoritesQueryOptions().queryKey)).toBeUndefined(),
    );
  });
});
