import { expect, test } from './fixtures';

test('a shared URL with search, country, sort and page restores the same view', async ({
  page,
}) => {
  await page.goto('/locations?country=Vietnam&sort=name');
  await expect(page.getByRole('status').filter({ hasText: 'locations found' })).toHaveText(
    /6 locations found/,
  );
  await expect(page.getByLabel('Country')).toHaveValue('Vietnam');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  const cities = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(cities).toEqual([...cities].sort());

  await page.getByLabel('Search locations').fill('da');
  await expect(page).toHaveURL(/search=da/);
  await expect(page.getByRole('heading', { level: 2, name: 'Da Nang' })).toBeVisible();
});

test('a location guide opens on the overview and keeps the tab in the URL', async ({ page }) => {
  await page.goto('/locations/thailand/chiang-mai');
  await expect(page.getByRole('heading', { level: 1, name: 'Chiang Mai' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Facts' })).toBeVisible();
  await page.getByRole('tab', { name: 'Visa Info' }).click();
  await expect(page).toHaveURL(/tab=visa/);
  await expect(page.getByRole('heading', { name: 'Visa types' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Visa Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a member saves a location and finds it on favourites and the dashboard', async ({ page }) => {
  await page.goto('/locations/japan/kyoto');
  await page.getByRole('link', { name: 'Sign in to save Kyoto' }).click();
  await page.getByLabel('Email address').fill('adventurer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Adventurer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/locations\/japan\/kyoto$/);

  await page.getByRole('button', { name: 'Save Kyoto' }).click();
  await expect(page.getByRole('button', { name: 'Saved Kyoto' })).toBeVisible();

  await page.goto('/favorites');
  await expect(page.getByRole('link', { name: 'Kyoto, Japan' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Saved Locations').locator('..')).toContainText('3');
});

test('the guides page filters by category and links to a country', async ({ page }) => {
  await page.goto('/guides');
  await page.getByRole('link', { name: 'Vietnam' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam Guides' })).toBeVisible();
  await page.getByLabel('Search by city').fill('hanoi');
  await expect(page.getByRole('link', { name: 'Hanoi Guide' })).toBeVisible();
});
