import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { API_ORIGIN, callApi, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

async function fillLogin(email: string, password: string) {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('signs a member in and lands on the dashboard', async () => {
    const { router } = renderApp('/login');
    await fillLogin('explorer@ginger.example', 'Explorer123!');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Emma!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // Without "Remember me" the session ends with the browser session.
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the session after the browser closes when "Remember me" is ticked', async () => {
    renderApp('/login');
    await user.click(await screen.findByLabelText('Remember me'));
    await fillLogin('explorer@ginger.example', 'Explorer123!');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Emma!' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('validates on submit, then again as the user types', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText('Email address');
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Invalid email address');
    await user.clear(email);
    await user.type(email, 'mai@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument(),
    );
  });

  it("shows the server's message in a red banner for wrong credentials and stays on the page", async () => {
    const { router } = renderApp('/login');
    await fillLogin('explorer@ginger.example', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks the member to wait after five wrong passwords, and says for how long', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      await callApi('/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'explorer@ginger.example', password: 'wrong-password' }),
      });
    renderApp('/login');
    await fillLogin('explorer@ginger.example', 'Explorer123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('says "An error occurred. Please try again." when the server gives no message', async () => {
    server.use(http.post(`${API_ORIGIN}/auth/login`, () => HttpResponse.json({}, { status: 500 })));
    renderApp('/login');
    await fillLogin('explorer@ginger.example', 'Explorer123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });

  it("shows 'Signing in...' on a disabled button while the request runs", async () => {
    server.use(http.post(`${API_ORIGIN}/auth/login`, async () => delay('infinite')));
    renderApp('/login');
    await fillLogin('explorer@ginger.example', 'Explorer123!');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('goes back to the page the visitor came from', async () => {
    const { router } = renderApp('/login?redirect=%2Ffavorites');
    await fillLogin('explorer@ginger.example', 'Explorer123!');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Favorites' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
  ])('ignores the hostile redirect %s and goes to the dashboard', async (target) => {
    const { router } = renderApp(`/login?redirect=${encodeURIComponent(target)}`);
    await fillLogin('explorer@ginger.example', 'Explorer123!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers the social buttons disabled, and the forgot-password, terms and privacy links', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const benefits = screen.getByRole('region', { name: 'Why members love Ginger' });
    for (const benefit of ['Save Favorites', 'Insider Access', 'Community', 'Photo Journals']) {
      expect(within(benefits).getByText(benefit)).toBeInTheDocument();
    }
  });

  it('shows and hides the password', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('sign up', () => {
  async function fillRegistration(values: {
    name: string;
    email: string;
    password: string;
    confirmation: string;
    terms: boolean;
  }) {
    await user.type(await screen.findByLabelText('Full name'), values.name);
    await user.type(screen.getByLabelText('Email address'), values.email);
    await user.type(screen.getByLabelText('Password'), values.password);
    await user.type(screen.getByLabelText('Confirm password'), values.confirmation);
    if (values.terms) await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('creates an account and lands on the dashboard as an Explorer', async () => {
    renderApp('/register');
    await fillRegistration({
      name: 'Nina Nomad',
      email: 'nina@ginger.example',
      password: 'Lanterns-42',
      confirmation: 'Lanterns-42',
      terms: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Ginger, Nina!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upgrade Now')).toBeInTheDocument();
  });

  it('puts every validation message on its field, the mismatch on the confirmation', async () => {
    renderApp('/register');
    await fillRegistration({
      name: 'N',
      email: 'nina@',
      password: 'short',
      confirmation: 'other',
      terms: false,
    });
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Lanterns-42');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
  });

  it('shows a taken email in the banner and on the email field', async () => {
    renderApp('/register');
    await fillRegistration({
      name: 'Emma',
      email: 'explorer@ginger.example',
      password: 'Lanterns-42',
      confirmation: 'Lanterns-42',
      terms: true,
    });
    expect(
      await screen.findByText('The email has already been taken.', {
        selector: '[role="alert"]:not(p)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
  });

  it('falls back to the first field message when the server sends no message', async () => {
    server.use(
      http.post(`${API_ORIGIN}/auth/register`, () =>
        HttpResponse.json(
          { errors: { name: ['That name is reserved.'], email: ['Other'] } },
          { status: 422 },
        ),
      ),
    );
    renderApp('/register');
    await fillRegistration({
      name: 'Admin',
      email: 'admin@ginger.example',
      password: 'Lanterns-42',
      confirmation: 'Lanterns-42',
      terms: true,
    });
    const banner = await screen.findByText('That name is reserved.', {
      selector: 'div[role="alert"]',
    });
    expect(banner).toBeInTheDocument();
  });

  it("shows 'Creating account...' while the request runs", async () => {
    server.use(http.post(`${API_ORIGIN}/auth/register`, async () => delay('infinite')));
    renderApp('/register');
    await fillRegistration({
      name: 'Nina',
      email: 'nina@ginger.example',
      password: 'Lanterns-42',
      confirmation: 'Lanterns-42',
      terms: true,
    });
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it('rates the password as the user types', async () => {
    renderApp('/register');
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'abc');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await user.type(password, 'defgH');
    expect(screen.getByText('Password strength: Fair')).toBeInTheDocument();
    await user.type(password, '1');
    expect(screen.getByText('Password strength: Good')).toBeInTheDocument();
    await user.type(password, '!');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
  });

  it('compares the three tiers with their prices', async () => {
    renderApp('/register');
    const tiers = await screen.findByRole('region', { name: 'Choose your adventure' });
    expect(within(tiers).getByRole('region', { name: 'Adventurer' })).toHaveTextContent('$9');
    expect(within(tiers).getByRole('region', { name: 'Adventurer' })).toHaveTextContent(
      '30-day free trial for new accounts',
    );
    expect(within(tiers).getByRole('region', { name: 'Enterprise' })).toHaveTextContent(
      'Custom pricing',
    );
  });
});

describe('forgot password', () => {
  it('answers with the same neutral confirmation for any email', async () => {
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email address'), 'ghost@ginger.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that email, we have sent a link to reset the password.',
    );
  });

  it('asks the visitor to wait after three links in ten minutes', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      await callApi('/auth/forgot-password', {
        method: 'POST',
        body: JSON.stringify({ email: 'explorer@ginger.example' }),
      });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email address'), 'explorer@ginger.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 10 minutes.',
    );
  });
});
