import { expect, type Page } from '@playwright/test';

/** A visitor reads how an insider guide starts; signed in as an Adventurer, they read it all. */
export async function readAnInsiderGuide(page: Page) {
  await page.goto('/guides');
  await page.getByRole('link', { name: 'Insider guides' }).click();
  await page.getByRole('link', { name: 'Old City mornings, before the tour vans' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Start at the moat' })).toBeVisible();
  const unlock = page.getByRole('region', {
    name: 'The rest of this guide is for Adventurer members',
  });
  await expect(unlock).toContainText('A desk for the morning');

  await unlock.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill('adventurer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Adventurer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'A desk for the morning' }),
  ).toBeVisible();
  await expect(unlock).toBeHidden();
}
