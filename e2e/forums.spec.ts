import { expect, test } from './fixtures';

test('filter the forums, load more, open a topic, sign in and post a reply that survives a reload', async ({
  page,
}) => {
  await page.goto('/forums');
  await page
    .getByRole('button', { name: /Travel/ })
    .first()
    .click();
  await expect(page).toHaveURL(/category=travel/);
  await page.getByRole('searchbox', { name: 'Search the forums' }).fill('to');
  await expect(page).toHaveURL(/search=to/);

  await page.goto('/forums');
  const titles = page.locator('article h2');
  await expect(titles).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More Topics' }).click();
  await expect(titles).toHaveCount(20);

  await titles.nth(4).locator('a').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const topicUrl = page.url();
  await page.getByLabel('Your reply (markdown supported)').fill('Great thread, thanks everyone!');
  await page.getByRole('link', { name: 'Sign in to post your reply' }).click();
  await page.getByLabel('Email address').fill('adventurer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Adventurer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(topicUrl);

  await expect(page.getByLabel('Your reply (markdown supported)')).toHaveValue(
    'Great thread, thanks everyone!',
  );
  await page.getByRole('button', { name: 'Post Reply' }).click();
  // The restored draft is in the box too, so wait for the posted reply itself before reloading.
  const ownReply = page.getByRole('article', { name: 'Reply by Aditya Adventurer' }).last();
  await expect(ownReply).toContainText('Great thread, thanks everyone!');
  await expect(page.getByLabel('Your reply (markdown supported)')).toHaveValue('');
  await page.reload();
  await expect(ownReply).toContainText('Great thread, thanks everyone!');
});

test('a member starts a topic from the forums and finds it in the list', async ({ page }) => {
  await page.goto('/forums');
  await page.getByRole('link', { name: 'Start a topic' }).click();
  await page.getByLabel('Email address').fill('explorer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Explorer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/forums\/new-topic$/);

  await page.getByRole('button', { name: 'Post Topic' }).click();
  await expect(page.getByText('Choose a category')).toBeVisible();
  await page.getByLabel('Title').fill('Night markets worth the trip in Taipei');
  await page.getByLabel('Category').selectOption('food');
  await page
    .getByLabel('Your post (markdown supported)')
    .fill('Which night markets do locals actually go to? Shilin feels very touristy.');
  await page.getByRole('button', { name: 'Post Topic' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Night markets worth the trip in Taipei' }),
  ).toBeVisible();

  await page.goto('/forums?category=food&search=taipei');
  await expect(
    page.getByRole('link', { name: 'Night markets worth the trip in Taipei' }),
  ).toBeVisible();
});
