import { expect, type Page } from '@playwright/test';

/**
 * Registers a member no other test knows (a fresh email each run), so a flow can change what it
 * likes against any backend holding any data. The member is signed in on the welcome page.
 */
export async function registerNewMember(page: Page, name: string) {
  const handle = name.split(' ')[0]!.toLowerCase();
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page
    .getByLabel('Email address')
    .fill(`${handle}-${crypto.randomUUID().slice(0, 8)}@ginger.example`);
  await page.getByLabel('Password', { exact: true }).fill('Lanterns-42!');
  await page.getByLabel('Confirm password').fill('Lanterns-42!');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Ginger/ })).toBeVisible();
}
