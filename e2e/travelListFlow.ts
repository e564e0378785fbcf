import { expect, type Page } from '@playwright/test';
import { registerNewMember } from './newMember';

/**
 * A new member plans a trip: saves a destination, starts a list from it, adds a job from the
 * job's page, puts the job first, and finds the list as they left it after a reload and on the
 * dashboard. It registers its own member (`registerNewMember`).
 */
export async function planATripWithATravelList(page: Page) {
  await registerNewMember(page, 'Lina Lists');

  await page.goto('/locations/thailand/chiang-mai');
  await page.getByRole('button', { name: 'Save Chiang Mai' }).click();
  await expect(page.getByRole('button', { name: 'Saved Chiang Mai' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to list: Chiang Mai' }).click();
  await expect(page.getByText('You have no travel lists yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Start a new list' }).click();

  await page.getByLabel('List name').fill('Northern Thailand');
  await page.getByLabel('Chiang Mai, Thailand').check();
  await page.getByRole('button', { name: 'Create List' }).click();
  await expect(page.getByText('Northern Thailand holds 1 place.')).toBeVisible();

  await page.goto('/jobs/1');
  const job = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.getByRole('button', { name: `Add to list: ${job}` }).click();
  await page.getByRole('button', { name: 'Add to Northern Thailand' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toContainText(
    'Added to Northern Thailand.',
  );
  await page.getByRole('link', { name: 'See your lists' }).click();

  const places = page.getByRole('list', { name: 'Places on Northern Thailand' }).getByRole('link');
  await expect(places).toHaveText(['Chiang Mai, Thailand', new RegExp(`^${job} at `)]);
  await page.getByRole('button', { name: new RegExp(`^Move ${job} at .* up$`) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(/place 1 of 2/);
  await page.reload();
  await expect(places.first()).toHaveText(new RegExp(`^${job} at `));

  await page.goto('/dashboard');
  const numbers = page.getByRole('region', { name: 'Your numbers' });
  await expect(numbers.getByText('Travel Lists').locator('+ dd')).toHaveText('1');
}
