import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { startSeededSession } from '@mocks/sessions';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

const cardNames = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => heading.closest('article'))
    .map((heading) => heading.textContent ?? '');

const cards = () => screen.getAllByRole('article');

describe('/dating', () => {
  it('shows the filters, the stats, 12 cards with every field, and loads more', async () => {
    renderApp('/dating');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dating & Personals' }));
    expect(screen.getByRole('heading', { name: 'Connect with Amazing People' })).toBeVisible();
    // With no filters, every member the database holds.
    const members = db.datingProfile.findMany().length;
    expect(await screen.findByText(`${members} dating profiles found`)).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    const first = cards()[0]!;
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dating\/profile\/\d+$/),
    );
    expect(within(first).getByText('Rated 4.8 out of 5')).toBeInTheDocument();
    expect(within(first).getByText('Looking for:')).toBeInTheDocument();
    expect(within(first).getByText('Speaks:')).toBeInTheDocument();
    expect(screen.getAllByText(/^\+\d+ more$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Online').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Load More Profiles' }));
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(screen.getByRole('link', { name: 'Join Free Today' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  it('applies the chosen filters with Find Matches and keeps them in the URL', async () => {
    const { router } = renderApp('/dating');
    const place = await screen.findByLabelText('Country or region');
    await waitFor(() =>
      expect(within(place).getByRole('option', { name: /Thailand/ })).toBeInTheDocument(),
    );
    expect(within(place).getByRole('option', { name: /Southeast Asia/ })).toBeInTheDocument();
    await user.selectOptions(place, 'Thailand');
    await user.selectOptions(screen.getByLabelText('Gender'), 'women');
    expect(router.state.location.search).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Find Matches' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ country: 'Thailand', gender: 'women' }),
    );
    expect(await screen.findByText(/^\d+ dating profiles? found in Thailand$/)).toBeInTheDocument();
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0);
      for (const card of cards()) expect(within(card).getByText(/, Thailand$/)).toBeVisible();
    });
  });

  it('reads the filters from the URL and offers a way back when nobody matches', async () => {
    // Nobody lives in Nepal, whatever the seed holds.
    db.datingProfile.deleteMany((q) => q.where({ country: 'Nepal' }));
    renderApp('/dating?country=Nepal&age=18-25&gender=other');
    expect(await screen.findByText('No members match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 dating profiles found in Nepal')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveValue('18-25');
    expect(screen.getByLabelText('Gender')).toHaveValue('other');
    // A phone shows only this button until it is pressed.
    const toggle = screen.getByRole('button', { name: 'Filters (3 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Show all members' })).toHaveAttribute(
      'href',
      '/dating',
    );
  });

  it('says when the members cannot be loaded, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_ORIGIN}/dating/profiles`, () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ message: 'Server error.' }, { status: 500 })
          : undefined;
      }),
    );
    renderApp('/dating');
    expect(
      await screen.findByText('We could not load the members. Please try again.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toHaveLength(12));
  });
});

describe('/dating/profile/{id}', () => {
  it('shows the real profile for each id, with every section and similar profiles', async () => {
    const { unmount } = renderApp('/dating/profile/1');
    const firstName = (await screen.findByRole('heading', { level: 1 })).textContent;
    for (const section of [
      'About Me',
      'Interests',
      'Basic Details',
      'Lifestyle',
      'Get to Know Me Better',
      'Profile Stats',
      'Stay safe',
      'Similar Profiles',
    ])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText('Meet in public places for first dates.')).toBeInTheDocument();
    // A visitor has no match with anyone.
    expect(screen.queryByRole('heading', { name: 'Compatibility' })).not.toBeInTheDocument();
    expect(screen.queryByText(/% match$/)).not.toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Similar Profiles' });
    await waitFor(() => expect(within(similar).getAllByRole('link')).toHaveLength(4));
    for (const link of within(similar).getAllByRole('link'))
      expect(link).not.toHaveAttribute('href', '/dating/profile/1');
    unmount();

    renderApp('/dating/profile/2');
    const secondName = (await screen.findByRole('heading', { level: 1 })).textContent;
    expect(secondName).not.toBe(firstName);
  });

  it('invites a visitor to sign in to message or like, and comes back', async () => {
    renderApp('/dating/profile/4');
    expect(await screen.findByRole('link', { name: 'Sign in to send a message' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdating%2Fprofile%2F4',
    );
    expect(screen.getByRole('link', { name: 'Sign in to like' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it("shows a member how well they match the profile, from the profile's data", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/dating/profile/5');
    const match = db.datingProfile.findFirst((q) => q.where({ id: 5 }))!.compatibility;
    expect(await screen.findByRole('heading', { name: 'Compatibility' })).toBeInTheDocument();
    expect(screen.getByText(`${match}% match`)).toBeInTheDocument();
  });

  it('keeps a member’s like after a reload', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    const { unmount } = renderApp('/dating/profile/5');
    const like = await screen.findByRole('button', { name: /Like \(\d+\)/ });
    const before = Number(/\((\d+)\)/.exec(like.textContent ?? '')![1]);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const liked = await screen.findByRole('button', { name: /Liked/ });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveTextContent(`(${before + 1})`);
    unmount();

    renderApp('/dating/profile/5');
    expect(await screen.findByRole('button', { name: /Liked/ })).toHaveTextContent(
      `(${before + 1})`,
    );
  });

  it('sends a member’s message and confirms it; an empty one is refused', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('premium'));
    renderApp('/dating/profile/6');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Write a message first')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello! Coffee sometime?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Your message has been sent.')).toBeInTheDocument();
  });

  it('keeps the message when sending fails', async () => {
    server.use(
      http.post(`${API_ORIGIN}/dating/profiles/:id/messages`, () =>
        HttpResponse.json({ message: 'Server error.' }, { status: 500 }),
      ),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/dating/profile/6');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your message'), 'Hi there');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    expect(within(dialog).getByLabelText('Your message')).toHaveValue('Hi there');
  });

  it('lets anyone report a profile with a reason, then confirms', async () => {
    renderApp('/dating/profile/7');
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByLabelText('Reason'),
      'Asking for money or financial details',
    );
    await user.type(
      within(dialog).getByLabelText('Details (optional)'),
      'Asked me to pay for a flight',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(
      await within(dialog).findByText('Thank you. Our safety team will review this report.'),
    ).toBeInTheDocument();
  });

  it('shows not found for an unknown or non-numeric id', async () => {
    const { unmount } = renderApp('/dating/profile/99999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeInTheDocument();
    unmount();
    renderApp('/dating/profile/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeInTheDocument();
  });
});
