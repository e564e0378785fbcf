import { expect, requestGate, test } from './fixtures';

test('a new member registers, stays signed in, signs out and back in', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Nina Nomad');
  await page.getByLabel('Email address').fill('nina@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Lanterns-42!');
  await page.getByLabel('Confirm password').fill('Lanterns-42!');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Ginger, Nina!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Ginger, Nina!' }),
  ).toBeVisible();

  await page.getByRole('button', { name: /Account menu: Nina/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await page.getByLabel('Email address').fill('nina@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Lanterns-42!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Nina!' })).toBeVisible();
});

test('an Explorer is refused the journal, upgrades to Adventurer and writes in it', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fjournal');
  await page.getByLabel('Email address').fill('explorer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Explorer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
  await expect(
    page.getByText('This feature requires an Adventurer membership or higher.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();
  await page.getByRole('link', { name: 'Choose Adventurer' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('08/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Emma Explorer');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByText('Welcome, Adventurer!')).toBeVisible();

  await page.getByRole('link', { name: 'Open your Travel Journal' }).click();
  await page.getByLabel('Title').fill('Night market in Chiang Mai');
  await page.getByLabel('Notes').fill('Khao soi and mango sticky rice.');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('heading', { name: 'Night market in Chiang Mai' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Night market in Chiang Mai' })).toBeVisible();
});

test('sign-in errors use the exact validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Email address').fill('explorer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
  ).toBeVisible();
});

// The first page is hydrated; with a query string the app renders the page afresh over its HTML.
for (const [path, how] of [
  ['/login', 'hydrated'],
  ['/login?redirect=%2Fdashboard', 'rendered afresh'],
] as const) {
  test(`what a visitor types into the sign-in page before its script has loaded is kept and signs them in (${how})`, async ({
    page,
  }) => {
    const appScript = requestGate();
    let held = false;
    await page.route('**/assets/index-*.js', async (route) => {
      held = true;
      await appScript.opened;
      await route.continue();
    });
    // The page is there to type into; its load (the held script) is not.
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill('explorer@ginger.example');
    await page.getByLabel('Password', { exact: true }).fill('Explorer123!');
    await page.getByLabel('Remember me').check();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(held, 'the app’s entry script was held back').toBe(true);

    appScript.open();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome back, Emma/ }),
    ).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    // "Remember me", ticked before the app started too, keeps the session past the browser's.
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/^[0-9a-f]{64}$/);
  });
}
