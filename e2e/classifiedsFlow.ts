import { expect, type Page } from '@playwright/test';
import { registerNewMember } from './newMember';

/**
 * * A new member places a free listing with its price, finds it in the classifieds by its words, and marks it
 * sold from My listings, which takes it out of the classifieds.
 */
export async function placeAListingAndSellIt(page: Page) {
  await registerNewMember(page, 'Sam Seller');
  const title = `Rice cooker ${crypto.randomUUID().slice(0, 6)}, barely used`;
  await page.goto('/advertise/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('buy-sell');
  await page
    .getByLabel('Description')
    .fill('A five-cup rice cooker, bought in March and used a dozen times. Pick up in Hanoi.');
  await page.getByLabel('Location').fill('Hanoi, Vietnam');
  await page.getByLabel('Amount').fill('450000');
  await page.getByLabel('Currency').selectOption('VND');
  await page.getByRole('button', { name: 'Publish Free Listing' }).click();
  await expect(page.getByText('Your listing is live')).toBeVisible();

  await page.goto(`/classifieds?search=${encodeURIComponent(title.slice(0, 18))}`);
  await expect(page.getByLabel('Search listings')).toHaveValue(title.slice(0, 18));
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Manage your listings' }).click();

  await page.getByRole('button', { name: `Mark as sold: ${title}` }).click();
  await expect(
    page.getByText(`${title} is marked as sold and left the classifieds.`),
  ).toBeVisible();
  await page.goto(`/classifieds?search=${encodeURIComponent(title.slice(0, 18))}`);
  await expect(page.getByText('No listings found')).toBeVisible();
}
