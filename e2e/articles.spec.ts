import { expect, test } from './fixtures';

test('from the home page: a category, Q&A, the last page, an article, a like that survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Popular Categories' })
    .getByRole('link', { name: 'Digital Nomad' })
    .click();
  await expect(page).toHaveURL(/\/articles\?category=digital-nomad$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Digital Nomad articles' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Q&A' }).click();
  await expect(page).toHaveURL(/type=qa/);
  // The articles of the last tab stay on screen, marked busy, until the Q&A answer replaces them.
  await expect(page.getByRole('tab', { name: 'Q&A' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const pages = page.getByRole('navigation', { name: 'Article pages' });
  if (await pages.count()) {
    const numbers = await pages.getByRole('button', { name: /^Page \d+$/ }).allTextContents();
    await pages.getByRole('button', { name: `Page ${numbers.at(-1)}` }).click();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  }

  await page.getByRole('heading', { level: 2 }).locator('a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const body = page.locator('article');
  await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(body.locator('ul li').first()).toBeVisible();

  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Liked' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Liked' })).toBeDisabled();
});

test('the home page shows destinations, articles and its calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Destinations' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Trending Destinations' })
      .getByText('Trending', { exact: true }),
  ).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Latest Articles' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Advertise For FREE', exact: true })).toBeVisible();
});
