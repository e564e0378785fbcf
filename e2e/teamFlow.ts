import { expect, type Page } from '@playwright/test';

/**
 * The Enterprise owner opens the team dashboard from the dashboard, invites a colleague (a fresh
 * address each run), sees the seat taken, and cancels the invitation again.
 */
export async function inviteToTheTeamAndCancel(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('enterprise@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Enterprise123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Team dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const seats = page.getByText(/^\d+ of 10 seats used/);
  const before = Number((await seats.innerText()).split(' ')[0]);

  const email = `kai-${crypto.randomUUID().slice(0, 8)}@harbourline.example`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(seats).toHaveText(new RegExp(`^${before + 1} of 10`));

  await page.getByRole('button', { name: `Cancel invitation to ${email}` }).click();
  await expect(page.getByText(`The invitation to ${email} was cancelled.`)).toBeVisible();
  await expect(seats).toHaveText(new RegExp(`^${before} of 10`));
}
