import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { now } from '@/lib/clock';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db';
import { SEEDED_ACCOUNTS } from '@mocks/seed/accounts';
import { startSeededSession } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

const signedInAsAditya = async () =>
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('premium'));

/** How many listings the classifieds show (live: neither sold nor past their end), by category. */
const liveListings = (category?: string) =>
  db.ad
    .findMany()
    .filter((ad) => !ad.sold_at && Date.parse(ad.expires_at) > now().getTime())
    .filter((ad) => !category || ad.category === category).length;

/** Every listing of Aditya's, whatever its status: what 'Your listings' shows. */
const adityasListings = () => {
  const aditya = SEEDED_ACCOUNTS.find((account) => account.membership_tier === 'premium')!;
  return db.ad.findMany((q) => q.where({ user_id: aditya.id })).length;
};

describe('/classifieds', () => {
  it('lists the live listings and narrows them to a category', async () => {
    const { router } = renderApp('/classifieds');
    expect(await screen.findByText(`${liveListings()} listings found`)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'tours');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tours & Activities classifieds' }),
    ).toBeVisible();
    expect(await screen.findByText(`${liveListings('tours')} listings found`)).toBeVisible();
    expect(router.state.location.search).toEqual({ category: 'tours' });
    expect(
      screen.getByRole('link', { name: 'Sunrise hike to Mount Batur, small groups' }),
    ).toHaveAttribute('href', '/classifieds/5');
  });

  it('shows a live listing with a way to write to its owner', async () => {
    renderApp('/classifieds/5');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sunrise hike to Mount Batur, small groups',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Email made.guide@example.com' })).toHaveAttribute(
      'href',
      'mailto:made.guide@example.com?subject=Sunrise%20hike%20to%20Mount%20Batur%2C%20small%20groups',
    );
  });

  it('says a sold listing has ended and no longer shows its contact', async () => {
    renderApp('/classifieds/12');
    expect(await screen.findByText('This listing is marked as sold.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Email / })).not.toBeInTheDocument();
  });
});

describe('/classifieds/mine', () => {
  it('renews an expired listing and marks a live one as sold', async () => {
    await signedInAsAditya();
    renderApp('/classifieds/mine');
    const rows = within(await screen.findByRole('list', { name: 'Your listings' })).getAllByRole(
      'listitem',
    );
    expect(rows[1]).toHaveTextContent('Expired');
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Renew Cooking class host wanted for the dry season for 30 days',
      }),
    );
    expect(
      await screen.findByText(
        'Cooking class host wanted for the dry season runs for 30 more days.',
      ),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as sold: Kitchen knives and a wok, leaving Bali' }),
    );
    expect(
      await screen.findByText(
        'Kitchen knives and a wok, leaving Bali is marked as sold and left the classifieds.',
      ),
    ).toBeVisible();
    expect(await within(rows[0]!).findByText('Sold')).toBeVisible();
  });

  it('edits a listing, keeping what was typed when a rule is broken', async () => {
    await signedInAsAditya();
    renderApp('/classifieds/mine');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Kitchen knives and a wok, leaving Bali' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' });
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Wok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Give your listing a title of at least 5 characters'),
    ).toBeVisible();
    await userEvent.type(title, ', knives and a rice cooker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Wok, knives and a rice cooker is saved.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wok, knives and a rice cooker' })).toBeVisible();
  });

  it('deletes a listing after asking', async () => {
    const listings = adityasListings();
    await signedInAsAditya();
    renderApp('/classifieds/mine');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Kitchen knives and a wok, leaving Bali' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(
      await screen.findByText('Kitchen knives and a wok, leaving Bali is deleted.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Your listings' })).getAllByRole('listitem'),
    ).toHaveLength(listings - 1);
  });
});
