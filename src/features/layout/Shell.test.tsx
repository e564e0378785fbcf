import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { pinClock } from '@/lib/clock';
import { expectConsoleError, expectConsoleWarn } from '@/test/console';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { API_ORIGIN, callApi, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

async function signInAs(email: string, password: string) {
  const { body } = await callApi('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  localStorage.setItem(AUTH_TOKEN_KEY, (body as { token: string }).token);
}

describe('the app shell for a visitor', () => {
  it('shows the main navigation with descriptions, the search box and the sign-in links', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav).getByRole('link', { name: /Jobs & Careers\s*Find work in Asia/ }),
    ).toHaveAttribute('href', '/jobs');
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(
      await screen.findByPlaceholderText('Search guides, jobs, destinations...'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Join Adventure' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('offers a skip link to the main content', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });

  it('shows live statistics from the API on the home page', async () => {
    renderApp('/');
    const stats = await screen.findByText('Active Destinations');
    const list = stats.closest('dl')!;
    const { body } = await callApi('/stats');
    const { data } = body as { data: { active_destinations: number; job_opportunities: number } };
    await waitFor(() =>
      expect(within(list).getByText(String(data.active_destinations))).toBeInTheDocument(),
    );
    expect(within(list).getByText(String(data.job_opportunities))).toBeInTheDocument();
  });

  it('shows the published figures when the API reports zero destinations', async () => {
    server.use(
      http.get(`${API_ORIGIN}/stats`, () =>
        HttpResponse.json({
          data: {
            active_destinations: 0,
            travel_community: 0,
            job_opportunities: 0,
            travel_articles: 0,
            countries: 0,
            guides: 0,
            forum_topics: 0,
          },
        }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('15.2k+')).toBeInTheDocument();
    expect(screen.getByText('Success Stories')).toBeInTheDocument();
  });

  it('shows a real not-found page for an unknown path, with the section still highlighted', async () => {
    renderApp('/jobs/not-a-page/at-all');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Jobs & Careers/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Page not found | Ginger'));
  });

  it('submits the header search to the site search', async () => {
    const { router } = renderApp('/');
    const box = await screen.findByPlaceholderText('Search guides, jobs, destinations...');
    await user.type(box, 'Bangkok{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/search?q=Bangkok'));
  });

  it('sets the home page title and description', async () => {
    renderApp('/');
    await waitFor(() =>
      expect(document.title).toBe(
        'Ginger - Discover the spice of Asia - Your ultimate travel companion',
      ),
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.ginger.example/',
    );
  });
});

describe('the app shell for a member', () => {
  it('shows the initial, first name, tier label and email in the account menu', async () => {
    await signInAs('explorer@ginger.example', 'Explorer123!');
    renderApp('/');
    const trigger = await screen.findByRole('button', {
      name: 'Account menu: Emma Explorer',
    });
    expect(trigger).toHaveTextContent('E');
    expect(trigger).toHaveTextContent('Emma');
    await user.click(trigger);
    expect(screen.getAllByText('explorer@ginger.example')[0]).toBeVisible();
    for (const label of [
      'My Adventures',
      'Favorites',
      'Travel Journal',
      'Settings',
      'Subscription',
    ]) {
      expect(screen.getAllByRole('link', { name: label })[0]).toBeInTheDocument();
    }
  });

  it('shows the tier label of a premium member', async () => {
    await signInAs('adventurer@ginger.example', 'Adventurer123!');
    renderApp('/');
    expect(
      await screen.findByRole('button', { name: /Account menu: Aditya Adventurer/ }),
    ).toBeInTheDocument();
  });

  it('signs out: the session and the drafts on this device are cleared, the visitor links return', async () => {
    await signInAs('enterprise@ginger.example', 'Enterprise123!');
    localStorage.setItem('ginger:member:reply-draft:5', 'Half a reply');
    localStorage.setItem('ginger:liked-articles', '["a-slug"]');
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Account menu: Erin/ }));
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('ginger:member:reply-draft:5')).toBeNull();
    expect(localStorage.getItem('ginger:liked-articles')).toBe('["a-slug"]');
    expect((await screen.findAllByRole('link', { name: 'Sign in' }))[0]).toBeInTheDocument();
  });

  it('signs out even when the server fails the logout call', async () => {
    let logoutCalls = 0;
    server.use(
      http.post(`${API_ORIGIN}/auth/logout`, () => {
        logoutCalls += 1;
        return HttpResponse.json({ message: 'Server error.' }, { status: 500 });
      }),
    );
    await signInAs('enterprise@ginger.example', 'Enterprise123!');
    const { router } = renderApp('/jobs');
    await user.click(await screen.findByRole('button', { name: /Account menu: Erin/ }));
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    expect((await screen.findAllByRole('link', { name: 'Sign in' }))[0]).toBeInTheDocument();
    await waitFor(() => expect(logoutCalls).toBe(1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a stored token the server refuses as signed out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale-token');
    server.use(
      http.get(`${API_ORIGIN}/auth/user`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Sign in' }))[0]).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

it('dates the footer by the clock, not by the year it was written', async () => {
  pinClock(new Date('2031-06-01T12:00:00Z'), { frozen: true });
  renderApp('/');
  expect(await screen.findByText(/^© 2031 Ginger\./)).toBeInTheDocument();
});

describe('when the session check itself fails', () => {
  it.each([
    ['a server error', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
    ['a lost connection', () => HttpResponse.error()],
  ])('keeps the session through %s and checks again on request', async (_label, failure) => {
    await signInAs('explorer@ginger.example', 'Explorer123!');
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    server.use(http.get(`${API_ORIGIN}/auth/user`, failure, { once: true }));
    renderApp('/');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("We couldn't confirm that you're signed in.");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);

    await user.click(within(notice).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: /Account menu: Emma/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('keeps a member on a member page when the session check fails, with a retry instead of /login', async () => {
  // The failed check is the page's error, which React and the router report as they show it.
  expectConsoleError(/ApiError: Request failed with status 503/);
  expectConsoleWarn(/Error in route match/);
  await signInAs('explorer@ginger.example', 'Explorer123!');
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  server.use(
    http.get(`${API_ORIGIN}/auth/user`, () => HttpResponse.json({}, { status: 503 }), {
      once: true,
    }),
  );
  const { router } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Something went wrong'),
  );
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);
});

describe('a 401 from any call', () => {
  it('ends the session and sends the visitor to /login, remembering where they were', async () => {
    await signInAs('explorer@ginger.example', 'Explorer123!');
    const { router } = renderApp('/jobs/12');
    await screen.findByRole('button', { name: /Account menu: Emma/ });
    server.use(
      http.get(`${API_ORIGIN}/stats`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await router.navigate({ to: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect((await screen.findAllByRole('link', { name: 'Sign in' }))[0]).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('moves focus to the new page heading after a client-side navigation', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Discover the spice of Asia',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  /** A slow machine: the frame after a navigation comes only when the test lets it. */
  function holdFrames() {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    return () => {
      expect(frames).not.toHaveLength(0);
      frames.splice(0).forEach((frame) => frame(performance.now()));
    };
  }

  it('moves focus from a header link that stays on screen to the new heading', async () => {
    const nextFrame = holdFrames();
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: /Jobs & Careers/ }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Jobs & Careers' });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    nextFrame();
    expect(heading).toHaveFocus();
  });

  it('leaves focus in a field of the new page that the visitor chose before the next frame', async () => {
    const nextFrame = holdFrames();
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await user.click(screen.getAllByRole('link', { name: 'Sign in' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    const email = screen.getByLabelText('Email address');
    await user.click(email);
    nextFrame();
    expect(email).toHaveFocus();
  });
});
