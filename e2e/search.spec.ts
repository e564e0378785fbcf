import { expect, test } from './fixtures';

test('search Bangkok from the header and reach a location, a job and an article about it', async ({
  page,
}) => {
  const searchFor = async () => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Site search' });
    await form.getByRole('searchbox').fill('Bangkok');
    await form.getByRole('searchbox').press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for “Bangkok”' }),
    ).toBeVisible();
  };

  await searchFor();
  await page
    .getByRole('region', { name: /^Destinations/ })
    .getByRole('link', { name: 'Bangkok', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bangkok');

  await searchFor();
  const jobs = page.getByRole('region', { name: /^Jobs/ });
  const jobTitle = await jobs.getByRole('heading', { level: 3 }).first().innerText();
  await jobs.getByRole('link', { name: jobTitle }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobTitle);
  await expect(page.getByText('Bangkok').first()).toBeVisible();

  await searchFor();
  const articles = page.getByRole('region', { name: /^Articles/ });
  await articles.getByRole('link', { name: /^See all/ }).click();
  await expect(page).toHaveURL(/\/articles\?search=Bangkok/);
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
});
