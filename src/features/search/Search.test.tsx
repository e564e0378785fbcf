import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

describe('/search', () => {
  it('searches from the header and groups results by section with links to each list', async () => {
    const { router } = renderApp('/');
    await user.type(
      await screen.findByPlaceholderText('Search guides, jobs, destinations...'),
      'Bangkok{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'Bangkok' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “Bangkok”' }),
    ).toBeInTheDocument();
    const destinations = await screen.findByRole('region', { name: /^Destinations \(\d+\)$/ });
    expect(within(destinations).getByRole('link', { name: 'Bangkok' })).toHaveAttribute(
      'href',
      '/locations/thailand/bangkok',
    );
    expect(within(destinations).getByRole('link', { name: /^See all/ })).toHaveAttribute(
      'href',
      '/locations?search=Bangkok',
    );
    const jobs = screen.getByRole('region', { name: /^Jobs \(\d+\)$/ });
    expect(within(jobs).getByRole('link', { name: /^See all/ })).toHaveAttribute(
      'href',
      '/jobs?search=Bangkok',
    );
    expect(screen.getByRole('region', { name: /^Articles \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results for “Bangkok”$/);
  });

  it('asks for words when there are none, and offers popular searches', async () => {
    renderApp('/search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Ginger' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bali' })).toHaveAttribute('href', '/search?q=Bali');
  });

  it('says when nothing matches, and searches again from its own box', async () => {
    const { router } = renderApp('/search?q=qqqzzz');
    expect(await screen.findByText('No results for “qqqzzz”')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search guides, jobs, articles and forums' });
    await user.clear(box);
    await user.type(box, 'Tokyo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'Tokyo' }));
    expect(
      await screen.findByRole('region', { name: /^Destinations \(\d+\)$/ }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the search fails', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_ORIGIN}/search`, () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ message: 'Server error.' }, { status: 500 })
          : undefined;
      }),
    );
    renderApp('/search?q=Bali');
    expect(
      await screen.findByText('We could not search right now. Please try again.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('region', { name: /^Destinations \(\d+\)$/ }),
    ).toBeInTheDocument();
  });
});
