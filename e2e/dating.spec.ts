import { expect, test } from './fixtures';

test('filter dating profiles by country and gender, then open two different people @mobile', async ({
  page,
  isMobile,
}) => {
  await page.goto('/dating');
  await expect(page.getByText(/^\d+ dating profiles found$/)).toBeVisible();
  // A phone folds the filters behind a button, so the members start in the first screen.
  if (isMobile) await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Country or region').selectOption('Thailand');
  await page.getByLabel('Gender').selectOption('women');
  await page.getByRole('button', { name: 'Find Matches' }).click();
  await expect(page).toHaveURL(/country=Thailand/);
  await expect(page).toHaveURL(/gender=women/);
  await expect(page.getByText(/dating profiles? found in Thailand$/)).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText(', Thailand');
  for (const card of await cards.all()) await expect(card).toContainText(', Thailand');

  await page.goto('/dating');
  const names = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(names).toHaveCount(12);
  const firstName = await names.nth(0).innerText();
  const secondName = await names.nth(1).innerText();
  expect(firstName).not.toBe(secondName);

  await names.nth(0).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
  await page.getByRole('link', { name: 'Back to Dating' }).click();
  await names.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondName);
  await expect(page.getByRole('heading', { name: 'Similar Profiles' })).toBeVisible();
});

test('a member signs in from a profile, likes it, and sends a message', async ({ page }) => {
  await page.goto('/dating/profile/9');
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('link', { name: 'Sign in to like' }).click();
  await page.getByLabel('Email address').fill('adventurer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Adventurer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dating\/profile\/9$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.getByRole('button', { name: /Like \(/ }).click();
  await expect(page.getByRole('button', { name: /Liked/ })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /Liked/ })).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your message').fill('Hi! Which café would you recommend?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Your message has been sent.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});
