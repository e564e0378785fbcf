import { expect, test } from './fixtures';

test('a member reads a new answer from the header and replies', async ({ page }) => {
  await page.goto('/login?redirect=%2Fdating');
  await page.getByLabel('Email address').fill('adventurer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Adventurer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const messages = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
  await expect(messages).toHaveAccessibleName('Messages: 2 unread messages');
  await messages.click();
  const latest = page.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
  await expect(latest).toHaveAccessibleName(/, 1 new message$/);
  const name = (await latest.textContent())!.replace(/, 1 new message$/, '');
  await latest.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Messages with ${name}` }),
  ).toBeVisible();
  await expect(messages).toHaveAccessibleName('Messages: 1 unread message');

  await page.getByLabel('Your message').fill('Heat the pan until it smokes, then oil it.');
  await page.getByRole('button', { name: 'Send' }).click();
  const thread = page.getByRole('list', { name: `Messages with ${name}` });
  await expect(thread.getByText('Heat the pan until it smokes, then oil it.')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');
});
