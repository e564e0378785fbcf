import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';
import { destinations, filterGuides, isFeatured, type Guide } from './guideModel';
import { locationRating } from '@/features/locations';

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
    await userEvent.type(screen.getByLabelText('Search guides by title or country'), 'japan');
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
    await userEvent.type(screen.getByLabelText('Search by city'), 'hoi');
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
