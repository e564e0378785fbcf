import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Your requests' })).getAllByRole('listitem');

describe('/requests', () => {
  it("shows the member's messages and guides with where each stands, newest first", async () => {
    await signedInAs('premium');
    renderApp('/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible();
    const [message, guide] = await items();
    expect(message).toHaveTextContent('Message to the team');
    expect(message).toHaveTextContent('Invoice for my Adventurer plan');
    expect(message).toHaveTextContent('Received');
    expect(message).toHaveTextContent('We will reply by email within one working day.');
    expect(guide).toHaveTextContent('Guide sent for review');
    expect(guide).toHaveTextContent('In review');
  });

  it('adds a message sent from the contact page', async () => {
    await signedInAs('free');
    renderApp('/contact');
    // The form fills in the member's address once their account has loaded.
    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toHaveValue(''));
    await user.type(screen.getByLabelText('Subject'), 'Night buses from Hanoi');
    await user.type(
      screen.getByLabelText('Message'),
      'Which night bus companies do members trust for the trip to Sapa?',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/We will reply within one working day/);
    renderApp('/requests');
    const [latest] = await items();
    expect(latest).toHaveTextContent('Night buses from Hanoi');
    expect(latest).toHaveTextContent('Received');
  });

  it('says when there is nothing yet, with a way to write to the team', async () => {
    await signedInAs('corporate');
    renderApp('/requests');
    expect(await screen.findByText('No requests yet')).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', '/contact');
  });
});
