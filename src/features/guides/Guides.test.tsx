import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';
import { GUIDES_PER_PAGE } from './GuidesPage';
import { destinations, filterGuides, isFeatured, type Guide } from './guideModel';
import { locationRating } from '@/features/locations';
import { user } from '@/test/user';

const server = setupMockApi();

describe('guide rules', () => {
  it('rates min(5, quality × 5) with 0.8 when unknown', () => {
    expect(locationRating(0.9)).toBe(4.5);
    expect(locationRating(null)).toBe(4);
    expect(locationRating(1.4)).toBe(5);
  });

  it('features guides above 1,000 views', () => {
    expect(isFeatured(1000)).toBe(false);
    expect(isFeatured(1001)).toBe(true);
  });

  const guide = (
    title: string,
    country: string,
    city: string,
    category: Guide['category'],
  ): Guide => ({
    id: title.length,
    title,
    country,
    city,
    category,
    slug: city.toLowerCase(),
    image: '',
    summary: '',
    rating: 4,
    featured: false,
    views: 1,
    words: 1,
  });
  const guides = [
    guide('Hanoi Guide', 'Vietnam', 'Hanoi', 'food'),
    guide('Hue Guide', 'Vietnam', 'Hue', 'culture'),
    guide('Hoi An Guide', 'Vietnam', 'Hoi An', 'food'),
    guide('Ubud Guide', 'Indonesia', 'Ubud', 'culture'),
  ];

  it('filters on title or country plus the category', () => {
    expect(filterGuides(guides, 'vietnam', 'food').map((item) => item.city)).toEqual([
      'Hanoi',
      'Hoi An',
    ]);
    expect(filterGuides(guides, 'ubud', 'all').map((item) => item.city)).toEqual(['Ubud']);
  });

  it('marks a destination popular above 2 guides', () => {
    expect(destinations(guides)).toEqual([
      { country: 'Vietnam', guides: 3, popular: true, image: '' },
      { country: 'Indonesia', guides: 1, popular: false, image: '' },
    ]);
  });
});

/** The guide cards on screen, by their titles ('<city> Guide'). */
function guideTitles() {
  const all = screen.getByRole('region', { name: 'All guides' });
  return within(all)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('/guides pages', () => {
  it('shows a page of guides, the total announced, and pages through them', async () => {
    // Every location is a guide: the total is every location the database holds.
    const total = db.location.findMany().length;
    const pages = Math.ceil(total / GUIDES_PER_PAGE);
    const { router } = renderApp('/guides');
    const all = await screen.findByRole('region', { name: 'All guides' });
    await waitFor(() =>
      expect(within(all).getByRole('status')).toHaveTextContent(
        `${total} guides · page 1 of ${pages}`,
      ),
    );
    const first = guideTitles();
    expect(first).toHaveLength(GUIDES_PER_PAGE);
    const pagination = within(all).getByRole('navigation', { name: 'Guide pages' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(within(all).getByRole('status')).toHaveTextContent(
      `${total} guides · page 2 of ${pages}`,
    );
    const second = guideTitles();
    expect(second).toHaveLength(Math.min(GUIDES_PER_PAGE, total - GUIDES_PER_PAGE));
    expect(second.filter((title) => first.includes(title))).toEqual([]);
  });

  it('opens a shared page address on that page, the last one holding the rest', async () => {
    const total = db.location.findMany().length;
    const pages = Math.ceil(total / GUIDES_PER_PAGE);
    renderApp(`/guides?page=${pages}`);
    const all = await screen.findByRole('region', { name: 'All guides' });
    await waitFor(() =>
      expect(within(all).getByRole('status')).toHaveTextContent(`page ${pages} of ${pages}`),
    );
    expect(guideTitles()).toHaveLength(total - GUIDES_PER_PAGE * (pages - 1));
    expect(within(all).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/guides$/,
    );
  });

  it('goes back to page 1 when the search changes, and searches every page', async () => {
    const { router } = renderApp('/guides?page=2');
    await screen.findByRole('region', { name: 'All guides' });
    await waitFor(() => expect(guideTitles().length).toBeGreaterThan(0));
    await user.type(screen.getByLabelText('Search guides by title or country'), 'thailand');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const thailand = db.location.findMany((q) => q.where({ country: 'Thailand' }));
    const all = screen.getByRole('region', { name: 'All guides' });
    await waitFor(() =>
      expect(within(all).getByRole('status')).toHaveTextContent(
        new RegExp(`^${thailand.length} guides?`),
      ),
    );
    expect([...guideTitles()].sort()).toEqual(
      thailand.map((place) => `${place.city} Guide`).sort(),
    );
  });

  it('offers the first page when the address is past the last one', async () => {
    const pages = Math.ceil(db.location.findMany().length / GUIDES_PER_PAGE);
    const { router } = renderApp(`/guides?page=${pages + 5}`);
    expect(await screen.findByText('This page does not exist any more.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(guideTitles()).toHaveLength(GUIDES_PER_PAGE));
  });

  it('says there are no guides yet when the directory is empty', async () => {
    server.use(
      http.get(`${API_ORIGIN}/locations`, () =>
        HttpResponse.json({
          data: [],
          meta: { total: 0, per_page: 100, current_page: 1, last_page: 1 },
          available_filters: { country: [] },
        }),
      ),
    );
    renderApp('/guides');
    expect(await screen.findByText('No guides yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
    expect(screen.queryByRole('navigation', { name: 'Guide pages' })).not.toBeInTheDocument();
  });

  it("counts on the home page as many guides as the guides page's total", async () => {
    const total = db.location.findMany().length;
    const home = renderApp('/');
    const features = await screen.findByRole('region', { name: 'Everything for life in Asia' });
    await waitFor(() =>
      expect(within(features).getByRole('link', { name: /Ginger Guides/ })).toHaveTextContent(
        `${total} guides`,
      ),
    );
    home.unmount();
    renderApp('/guides');
    const all = await screen.findByRole('region', { name: 'All guides' });
    await waitFor(() =>
      expect(within(all).getByRole('status')).toHaveTextContent(new RegExp(`^${total} guides`)),
    );
  });
});

describe('/guides', () => {
  it('shows destinations linking to their country and guides linking to the location', async () => {
    renderApp('/guides');
    const destinationsList = await screen.findByRole('region', { name: 'Destinations' });
    expect(within(destinationsList).getByRole('link', { name: 'Thailand' })).toHaveAttribute(
      'href',
      '/guides/thailand',
    );
    expect(screen.getByRole('link', { name: 'Bangkok Guide' })).toHaveAttribute(
      'href',
      '/locations/thailand/bangkok',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Submit a guide' }),
    ).toHaveAttribute('href', '/submit-guide');
    expect(screen.getByRole('link', { name: 'Guide guidelines' })).toHaveAttribute(
      'href',
      '/guide-guidelines',
    );
  });

  it('filters by search on the client', async () => {
    renderApp('/guides');
    await screen.findByRole('link', { name: 'Bangkok Guide' });
    await user.type(screen.getByLabelText('Search guides by title or country'), 'japan');
    // Every location is a guide, '<city> Guide'; the search reads its title and its country.
    const japan = db.location
      .findMany()
      .filter((place) =>
        [`${place.city} Guide`, place.country].some((text) => /japan/i.test(text)),
      );
    const all = screen.getByRole('region', { name: 'All guides' });
    await waitFor(() =>
      expect(within(all).getByRole('status')).toHaveTextContent(
        new RegExp(`^${japan.length} guides?$`),
      ),
    );
    expect(within(all).queryByRole('link', { name: 'Bangkok Guide' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch guides' in an 'Unable to load guides' box with Try Again", async () => {
    server.use(
      http.get(`${API_ORIGIN}/locations`, () =>
        HttpResponse.json({ message: 'x' }, { status: 400 }),
      ),
    );
    renderApp('/guides');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load guides');
    expect(alert).toHaveTextContent('Failed to fetch guides');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/guides/{country}', () => {
  it("lists that country's guides and searches by city", async () => {
    renderApp('/guides/vietnam');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnam Guides' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Hanoi Guide' });
    await user.type(screen.getByLabelText('Search by city'), 'hoi');
    // A country's guides are its locations; the search reads the title, '<city> Guide', and the city.
    const hoi = db.location
      .findMany((q) => q.where({ country: 'Vietnam' }))
      .filter((place) => [`${place.city} Guide`, place.city].some((text) => /hoi/i.test(text)));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${hoi.length} guides?$`)),
    );
    expect(screen.getByRole('link', { name: 'Hoi An Guide' })).toBeInTheDocument();
  });

  it('answers a country it does not cover with a not-found page that is not indexed and does not repeat the address', async () => {
    renderApp('/guides/atlantis-%3Cb%3Efree-visas%3C%2Fb%3E');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Country not found' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/atlantis|free-visas/i);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      ),
    );
  });
});
