import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { startSeededSession } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('content pages', () => {
  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/guide-guidelines', 'Guide Guidelines'],
    ['/community', 'Community Hub'],
    ['/employer-packages', 'Employer Packages'],
    ['/premium', 'Ginger Premium'],
  ])('%s shows %s', async (path, title) => {
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('gives the four forum rules on /forums/guidelines', async () => {
    renderApp('/forums/guidelines');
    expect(await heading('Community Guidelines')).toBeInTheDocument();
    for (const rule of [
      'Be respectful',
      'Share accurate info',
      'Use appropriate language',
      'No spam or self-promotion',
    ])
      expect(screen.getByRole('heading', { level: 2, name: rule })).toBeInTheDocument();
  });

  it('offers a visitor the trial and a member the upgrade on /premium, both ending at checkout', async () => {
    const { unmount } = renderApp('/premium');
    expect(await screen.findByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcheckout',
    );
    unmount();
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/premium');
    expect(await screen.findByRole('link', { name: 'Upgrade to Adventurer' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByText('Your current plan')).toBeInTheDocument();
  });

  it('shows the not-found page for a path no page has', async () => {
    renderApp('/nothing/here');
    expect(await heading('Page not found')).toBeInTheDocument();
  });
});

describe('/advertise', () => {
  it('shows the hero, 6 categories, the three plans and the contact links', async () => {
    renderApp('/advertise');
    expect(await heading('Advertise for FREE')).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Advertise for FREE' });
    expect(within(hero).getByRole('link', { name: 'Create Free Listing' })).toHaveAttribute(
      'href',
      '/advertise/create',
    );
    expect(within(hero).getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '#pricing',
    );
    const categories = screen.getByRole('region', { name: 'What you can advertise' });
    expect(within(categories).getAllByRole('heading', { level: 3 })).toHaveLength(6);

    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByRole('list', { name: 'Free Listing includes' })).toHaveTextContent(
      'Listed for 30 days',
    );
    expect(
      within(pricing).getByRole('list', { name: 'Free Listing does not include' }),
    ).toHaveTextContent('No featured placement');
    expect(within(pricing).getByText('$29')).toBeInTheDocument();
    expect(within(pricing).getByRole('list', { name: 'Business includes' })).toHaveTextContent(
      'Dedicated account manager',
    );
    const questions = screen.getByRole('region', { name: 'Questions?' });
    expect(within(questions).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getAllByRole('figure')).toHaveLength(3);
  });
});
