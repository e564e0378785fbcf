import { expect, type Page } from '@playwright/test';
import { registerNewMember } from './newMember';

/**
 * A new Explorer upgrades from the plans page with the test card whose bank asks for a code
 * (README, 'Test cards'), is an Adventurer in the header at once, finds the $0.00 trial invoice
 * on Subscription, cancels the trial and keeps it after all.
 */
export async function startATrialAndCancelIt(page: Page) {
  await registerNewMember(page, 'Tara Trial');
  await page.goto('/upgrade');
  await page.getByRole('link', { name: 'Choose Adventurer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upgrade to Adventurer' }),
  ).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiry date').fill('08/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Tara Trial');
  await page.getByRole('button', { name: 'Start free trial' }).click();

  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByLabel('Code from your bank').fill('123456');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Welcome, Adventurer!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu: Tara Adventurer/ })).toBeVisible();

  await page.getByRole('link', { name: 'See your subscription' }).click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Free trial');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('Adventurer, 30-day free trial');

  await plan.getByRole('button', { name: 'Cancel trial' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your trial?' })
    .getByRole('button', { name: /^Switch to Explorer on/ })
    .click();
  await expect(plan).toContainText(/You keep Adventurer until .*, then move to Explorer/);
  await plan.getByRole('button', { name: 'Keep Adventurer' }).click();
  await expect(plan).toContainText('Your Adventurer plan goes on as before.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Free trial');
}
