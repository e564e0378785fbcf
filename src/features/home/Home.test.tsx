import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

/** Trending Now has an answer of its own, which may come after the other sections'. */
async function expectTrendingNowGone() {
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Trending Now' })).not.toBeInTheDocument(),
  );
}

describe('home page', () => {
  it('shows 4 trending destinations by popularity, the first 3 marked Trending', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Trending Destinations' });
    expect(await within(section).findAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section).getAllByText('Trending')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'View All Destinations' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });

  it('shows 6 latest articles and a numbered Trending Now of 3', async () => {
    renderApp('/');
    const latest = await screen.findByRole('region', { name: 'Latest Articles' });
    expect(await within(latest).findAllByRole('article')).toHaveLength(6);
    const trending = await screen.findByRole('region', { name: 'Trending Now' });
    expect(await within(trending).findAllByRole('link')).toHaveLength(3);
    expect(trending).not.toHaveAttribute('aria-busy');
  });

  it('holds Trending Now in place, busy, until its answer comes', async () => {
    server.use(http.get(`${API_ORIGIN}/content/trending`, () => new Promise<never>(() => {})));
    renderApp('/');
    const trending = await screen.findByRole('region', { name: 'Trending Now' });
    expect(trending).toHaveAttribute('aria-busy', 'true');
    expect(within(trending).getAllByRole('listitem')).toHaveLength(3);
    expect(within(trending).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says which sections could not load, each with a retry, and hides Trending Now', async () => {
    const serverError = () => HttpResponse.json({ message: 'Server error.' }, { status: 500 });
    server.use(
      http.get(`${API_ORIGIN}/locations`, serverError),
      http.get(`${API_ORIGIN}/content`, serverError),
      http.get(`${API_ORIGIN}/content/trending`, serverError),
    );
    renderApp('/');
    expect(await screen.findByText('We could not load the destinations.')).toBeInTheDocument();
    expect(await screen.findByText('We could not load the latest articles.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Retry|Try Again)$/ })).toHaveLength(2);
    await expectTrendingNowGone();
  });

  it("says 'No articles available at the moment.' and hides Trending Now when there are none", async () => {
    const empty = { data: [], meta: { total: 0, per_page: 6, current_page: 1, last_page: 1 } };
    server.use(
      http.get(`${API_ORIGIN}/content`, () => HttpResponse.json(empty)),
      http.get(`${API_ORIGIN}/content/trending`, () => HttpResponse.json({ data: [] })),
    );
    renderApp('/');
    expect(await screen.findByText('No articles available at the moment.')).toBeInTheDocument();
    await expectTrendingNowGone();
  });

  it('says there are no destinations to show when the list is empty, with the link to all of them', async () => {
    const empty = {
      data: [],
      meta: { total: 0, per_page: 4, current_page: 1, last_page: 1 },
      available_filters: { country: [] },
    };
    server.use(http.get(`${API_ORIGIN}/locations`, () => HttpResponse.json(empty)));
    renderApp('/');
    const destinations = await screen.findByRole('region', { name: 'Trending Destinations' });
    expect(
      await within(destinations).findByText('No destinations to show at the moment.'),
    ).toBeInTheDocument();
    expect(within(destinations).queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(destinations).getByRole('link', { name: 'View All Destinations' }),
    ).toHaveAttribute('href', '/locations');
  });

  it('links the popular categories and the two calls to action', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Food & Culture' })).toHaveAttribute(
      'href',
      '/articles?category=food-culture',
    );
    expect(screen.getByRole('link', { name: 'Advertise For FREE' })).toHaveAttribute(
      'href',
      '/advertise',
    );
    expect(screen.getByRole('link', { name: 'Join Free Today' })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const [name, href] of [
      ['Ginger Guides', '/guides'],
      ['Jobs & Careers', '/jobs'],
      ['Dating & Personals', '/dating'],
      ['Community Forums', '/forums'],
    ]) {
      expect(
        within(screen.getByRole('region', { name: 'Everything for life in Asia' })).getByRole(
          'link',
          { name: new RegExp(name!) },
        ),
      ).toHaveAttribute('href', href);
    }
  });
});
