import { expect, test } from './fixtures';

test('a member who forgot the password follows the mailed link from the QA mailbox and signs in again', async ({
  page,
}) => {
  await page.goto('/forgot-password?mock=panel');
  await page.getByLabel('Email address').fill('explorer@ginger.example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const panel = page.locator('#ginger-mock-panel');
  await panel.getByText('QA: mock scenario').click();
  await panel.getByText(/^Sent mail \(\d+\)$/).click();
  // Each message opens on its subject, to its text and link.
  await panel.getByText('Reset your Ginger password').click();
  await expect(panel.getByText(/The link works once, for 60 minutes/)).toBeVisible();
  await panel.getByRole('link', { name: 'Open the link in this email' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Lanterns-42!');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Lanterns-42!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill('explorer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Lanterns-42!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Emma!' })).toBeVisible();

  await page.getByRole('link', { name: 'Your requests' }).click();
  const requests = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem');
  await expect(requests.first()).toContainText('Password reset link');
  await expect(requests.first()).toContainText('Used');
});
