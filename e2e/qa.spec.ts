import { expect, test } from './fixtures';

test('QA makes a screen fail, empty or slow from the URL, and the choice lasts the session', async ({
  page,
}) => {
  await page.goto('/jobs?mock=status:/jobs=500');
  await expect(page.getByText('Error loading jobs. Please try again later.')).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByText('Error loading jobs. Please try again later.')).toBeVisible();

  await page.goto('/locations?mock=off,empty');
  await expect(page.getByText('No locations match your search.')).toBeVisible();

  await page.goto('/articles?mock=off,slow');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible();
  await expect(page.getByText(/\d+ articles found/)).toBeVisible({ timeout: 10_000 });
});

test('QA signs in as each tier, uses the panel, and resets the demo data', async ({ page }) => {
  await page.goto('/?mock=as:corporate');
  await expect(page.getByRole('button', { name: /^Account menu: .* Enterprise$/ })).toBeVisible();

  const panel = page.locator('#ginger-mock-panel');
  await panel.getByText('QA: mock scenario').click();
  await expect(panel.getByLabel('Sign in as')).toHaveValue('corporate');
  await panel.getByLabel('Sign in as').selectOption('premium');
  await panel.getByRole('button', { name: 'Sign in and reload' }).click();
  await expect(page.getByRole('button', { name: /^Account menu: .* Adventurer$/ })).toBeVisible();

  await panel.getByText('QA: mock scenario').click();
  await panel.getByRole('button', { name: 'Reset demo data' }).click();
  // Exact: the cards' "Sign in to save …" links are signed-out links too.
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await panel.getByText('QA: mock scenario').click();
  await expect(panel.getByLabel('Sign in as')).toHaveValue('visitor');
});
