import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

const GUIDE = '/insider/chiang-mai-old-city-mornings';

describe('insider guides', () => {
  it('lists the guides with their place and author, marked as previews for a visitor', async () => {
    renderApp('/insider');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insider guides' })).toBeVisible();
    const cards = within(await screen.findByRole('list', { name: 'Insider guides' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(db.insiderGuide.findMany().length);
    expect(cards[0]).toHaveTextContent('Chiang Mai, Thailand');
    expect(cards[0]).toHaveTextContent('Preview');
    expect(cards[0]).toHaveTextContent('By Ploy Saetang, in Chiang Mai since 2019');
    expect(
      within(cards[0]!).getByRole('link', { name: 'Old City mornings, before the tour vans' }),
    ).toHaveAttribute('href', GUIDE);
  });

  it('shows an Explorer how the guide starts, what follows, and the way to read it', async () => {
    await signedInAs('free');
    renderApp(GUIDE);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Start at the moat' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Breakfast' })).not.toBeInTheDocument();
    const unlock = screen.getByRole('region', {
      name: 'The rest of this guide is for Adventurer members',
    });
    // An Explorer reads the first section; the others are named.
    const { sections } = db.insiderGuide.findFirst((q) =>
      q.where({ slug: GUIDE.replace('/insider/', '') }),
    )!;
    expect(
      within(unlock).getByText(`${sections.length - 1} more sections by Ploy Saetang:`),
    ).toBeVisible();
    expect(within(unlock).getByText('A desk for the morning')).toBeVisible();
    expect(
      await within(unlock).findByRole('link', { name: 'Upgrade to Adventurer' }),
    ).toHaveAttribute('href', '/checkout');
  });

  it('gives an Adventurer the whole guide, with no upgrade offer', async () => {
    await signedInAs('premium');
    renderApp(GUIDE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Before the heat' })).toBeVisible();
    expect(screen.getByText(/khao tom/)).toBeVisible();
    expect(screen.queryByText(/for Adventurer members/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chiang Mai, Thailand' })).toHaveAttribute(
      'href',
      '/locations/thailand/chiang-mai',
    );
  });

  it('says a guide is not found, with the way back', async () => {
    renderApp('/insider/no-such-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All insider guides' })).toHaveAttribute(
      'href',
      '/insider',
    );
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.ginger.example/insider',
      ),
    );
  });
});
