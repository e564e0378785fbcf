import { expect, requestsTo, test } from './fixtures';

test('find a remote tech job with visa sponsorship, open it, share it and go back to the same page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/jobs');
  // Each filter goes to the URL before the next one is chosen, as a person would see it applied.
  await page.getByLabel('Type').selectOption('tech');
  await expect(page).toHaveURL(/type=tech/);
  await page.getByLabel('Remote allowed').check();
  await expect(page).toHaveURL(/remote=true/);
  await page.getByLabel('Visa sponsorship').check();
  await expect(page).toHaveURL(/visa=true/);
  const count = page.getByRole('status').filter({ hasText: /found/ });
  await expect(count).toHaveText(/\d+ jobs? found/);
  // The last list stays on screen, marked busy, until the answer for all three filters is in.
  const jobs = page.getByRole('main').getByRole('listitem');
  await expect(page.locator('main ul[aria-busy]')).toHaveCount(0);
  await expect(jobs.first()).toContainText('Visa sponsorship');

  const first = jobs.first().getByRole('heading', { level: 2 });
  const title = await first.textContent();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  const apply = page.getByRole('link', { name: /Apply Now/ });
  if (await apply.count()) {
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText(/Link copied|Copy this link/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?.*type=tech/);
  await expect(page.getByLabel('Remote allowed')).toBeChecked();
});

test('a non-numeric or unknown job id shows a clear not-found state', async ({ page }) => {
  await page.goto('/jobs/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  await page.goto('/jobs/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
});

test('on a phone the filters fold behind a button, so the first job is in the first screen @mobile-only', async ({
  page,
}) => {
  await page.goto('/jobs?type=tech');
  const firstJob = page.getByRole('main').locator('a[href^="/jobs/"]').first();
  await expect(firstJob).toBeVisible();
  const viewport = page.viewportSize()!;
  expect((await firstJob.boundingBox())!.y).toBeLessThan(viewport.height);
  await expect(page.getByLabel('Location')).toBeHidden();
  await page.getByRole('button', { name: 'Filters (1 active)' }).click();
  await expect(page.getByLabel('Location')).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('tech');
});

test("a first visit downloads each of the mock's world files once, as its HTML preloads them", async ({
  page,
  baseURL,
}) => {
  const worldFiles = requestsTo(page, `${baseURL}/mock-world/`);
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toContain(`${baseURL}/mock-world/x1/small-tables.json`);
  expect(preloaded).toContain(`${baseURL}/mock-world/x1/job.json`);
  expect(worldFiles.slice(0, preloaded.length).toSorted()).toEqual(preloaded.toSorted());
  await expect(page.getByLabel('Location')).toContainText('Thailand');
  expect(new Set(worldFiles).size).toBe(worldFiles.length);
});

test('the QA panel leaves the desktop layout as it was: no stylesheet the page has is loaded again', async ({
  page,
  baseURL,
}) => {
  const stylesheets = requestsTo(page, `${baseURL}/assets/`);
  await page.goto('/jobs?mock=panel');
  await expect(page.getByText('QA: mock scenario')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByLabel('Type')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  expect(stylesheets.filter((url) => url.endsWith('.css'))).toEqual([]);
});
