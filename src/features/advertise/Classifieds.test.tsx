import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdCurrency } from '@/api/generated';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { now } from '@/lib/clock';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { SEEDED_ACCOUNTS } from '@mocks/seed/accounts';
import { startSeededSession } from '@mocks/sessions';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';
import { formatPrice } from './adPrice';

const server = setupMockApi();

const signedInAsEmma = async () =>
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));

const signedInAsAditya = async () =>
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('premium'));

/** How many listings the classifieds show (live: neither sold nor past their end), by category. */
const liveRows = () =>
  db.ad.findMany().filter((ad) => !ad.sold_at && Date.parse(ad.expires_at) > now().getTime());
const liveListings = (category?: string) =>
  liveRows().filter((ad) => !category || ad.category === category).length;

/**
 * A priced listing's amount as the page shows it (spaces as the DOM's text reads them), and what
 * it is asked for when it is not a one-off price ('per month').
 */
const shownPrice = (ad: ReturnType<typeof pricedListing>) =>
  [
    formatPrice(ad.price_amount!, ad.price_currency as AdCurrency).replace(/\s/g, ' '),
    ad.price_period && `per ${ad.price_period}`,
  ]
    .filter(Boolean)
    .join(' ');

/** A live listing of someone without a demo account, priced in a currency. */
const pricedListing = () =>
  liveRows().find((ad) => ad.user_id === 0 && ad.price_kind === 'amount')!;

/** A live listing whose amount is asked per night, week or month (a room, a lesson). */
const periodicListing = () => liveRows().find((ad) => ad.price_period !== null)!;

/** Every listing of Aditya's, whatever its status: what 'Your listings' shows. */
const adityasListings = () => {
  const aditya = SEEDED_ACCOUNTS.find((account) => account.membership_tier === 'premium')!;
  return db.ad.findMany((q) => q.where({ user_id: aditya.id })).length;
};

describe('/classifieds', () => {
  it('lists the live listings and narrows them to a category', async () => {
    const { router } = renderApp('/classifieds');
    expect(await screen.findByText(`${liveListings()} listings found`)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Category'), 'tours');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tours & Activities classifieds' }),
    ).toBeVisible();
    expect(await screen.findByText(`${liveListings('tours')} listings found`)).toBeVisible();
    expect(router.state.location.search).toEqual({ category: 'tours' });
    expect(
      screen.getByRole('link', { name: 'Sunrise hike to Mount Batur, small groups' }),
    ).toHaveAttribute('href', '/classifieds/5');
  });

  it('shows each listing’s price on its card, as the seller set it', async () => {
    const ad = pricedListing();
    renderApp('/classifieds');
    const card = (await screen.findByRole('link', { name: ad.title })).closest('article')!;
    expect(within(card).getByText(shownPrice(ad))).toBeVisible();
  });

  it('says what a price is asked for when it is not a one-off price', async () => {
    const ad = periodicListing();
    renderApp(`/classifieds/${ad.id}`);
    expect(await screen.findByText(shownPrice(ad))).toBeVisible();
    expect(shownPrice(ad)).toMatch(/ per (hour|night|week|month)$/);
  });

  it('narrows the listings to a currency and a price range in it', async () => {
    const ad = pricedListing();
    const currency = ad.price_currency!;
    const inRange = liveRows().filter(
      (row) => row.price_currency === currency && row.price_amount! <= ad.price_amount!,
    );
    const { router } = renderApp('/classifieds');
    await screen.findByText(`${liveListings()} listings found`);
    await user.selectOptions(screen.getByLabelText('Price'), currency);
    await user.type(await screen.findByLabelText(`Max price (${currency})`), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByText('Use a number, e.g. 5000')).toBeVisible();
    await user.clear(screen.getByLabelText(`Max price (${currency})`));
    await user.type(screen.getByLabelText(`Max price (${currency})`), String(ad.price_amount));
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(
      await screen.findByText(
        `${inRange.length} ${inRange.length === 1 ? 'listing' : 'listings'} found`,
      ),
    ).toBeVisible();
    expect(router.state.location.search).toEqual({ currency, max_price: ad.price_amount });
    expect(screen.getByRole('link', { name: ad.title })).toBeVisible();
  });

  it('never shows the seller’s email; a visitor is asked to sign in and come back', async () => {
    const ad = pricedListing();
    renderApp(`/classifieds/${ad.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: ad.title })).toBeVisible();
    expect(screen.getByText(shownPrice(ad))).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Sign in to contact the seller' }),
    ).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/classifieds/${ad.id}`)}`);
    expect(document.body).not.toHaveTextContent(ad.contact_email);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('sends a member’s message to the seller by mail, after checking its length', async () => {
    const ad = pricedListing();
    await signedInAsEmma();
    renderApp(`/classifieds/${ad.id}`);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    expect(document.body).not.toHaveTextContent(ad.contact_email);
    await user.type(message, 'Still free?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Write at least 20 characters so the seller can answer'),
    ).toBeVisible();
    await user.type(message, ' I could come and see it on Saturday morning.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeVisible();
    const mail = db.mail.findMany((q) => q.where({ to: ad.contact_email })).at(-1)!;
    expect(mail.text).toContain('Still free? I could come and see it on Saturday morning.');
  });

  it('keeps the message and shows the server’s words when sending fails', async () => {
    server.use(
      http.post(`${API_ORIGIN}/ads/:id/contact`, () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 }),
      ),
    );
    const ad = pricedListing();
    await signedInAsEmma();
    renderApp(`/classifieds/${ad.id}`);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(message, 'Is it still available this week, please?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(message).toHaveValue('Is it still available this week, please?');
  });

  it('says a sold listing has ended and takes no message for it', async () => {
    await signedInAsEmma();
    renderApp('/classifieds/12');
    expect(await screen.findByText('This listing is marked as sold.')).toBeVisible();
    expect(
      screen.getByText('This listing has ended, so its seller no longer takes messages.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
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
    await user.click(
      screen.getByRole('button', {
        name: 'Renew Cooking class host wanted for the dry season for 30 days',
      }),
    );
    expect(
      await screen.findByText(
        'Cooking class host wanted for the dry season runs for 30 more days.',
      ),
    ).toBeVisible();
    await user.click(
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
    await user.click(
      await screen.findByRole('button', { name: 'Edit Kitchen knives and a wok, leaving Bali' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Wok');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Give your listing a title of at least 5 characters'),
    ).toBeVisible();
    await user.type(title, ', knives and a rice cooker');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Wok, knives and a rice cooker is saved.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wok, knives and a rice cooker' })).toBeVisible();
  });

  it('deletes a listing after asking', async () => {
    const listings = adityasListings();
    await signedInAsAditya();
    renderApp('/classifieds/mine');
    await user.click(
      await screen.findByRole('button', { name: 'Delete Kitchen knives and a wok, leaving Bali' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(
      await screen.findByText('Kitchen knives and a wok, leaving Bali is deleted.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Your listings' })).getAllByRole('listitem'),
    ).toHaveLength(listings - 1);
  });
});
