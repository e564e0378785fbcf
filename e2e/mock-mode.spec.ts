import { expect, test } from './fixtures';

const isJobList = (url: string) => new URL(url).pathname === '/api/jobs';

test("MSW's service worker answers the API, and Playwright's network events see each answer", async ({
  page,
}) => {
  const answer = page.waitForResponse((response) => isJobList(response.url()));
  await page.goto('/jobs');
  const response = await answer;
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ title: string }> };
  await expect(page.getByRole('article').first()).toContainText(data[0]!.title);
});

test('a handler overridden through window.__mock changes the page without a reload, and resetHandlers() undoes it', async ({
  page,
}) => {
  await page.goto('/jobs');
  await expect(page.getByText(/^\d+ jobs found$/)).toBeVisible();
  await page.waitForFunction(() => window.__mock !== undefined);
  const title = await page.evaluate(async () => {
    const mock = window.__mock!;
    const real = (await (await fetch('/api/jobs?per_page=1')).json()) as {
      data: Array<{ title: string }>;
      meta: Record<string, number>;
    };
    mock.use(
      mock.http.get('/api/jobs', () =>
        mock.HttpResponse.json({ ...real, meta: { ...real.meta, total: 1, last_page: 1 } }),
      ),
    );
    return real.data[0]!.title;
  });

  await page.getByLabel('Type').selectOption('teaching');
  await expect(page.getByText('1 job found')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(title);

  await page.evaluate(() => window.__mock!.resetHandlers());
  await page.getByLabel('Type').selectOption('tech');
  await expect(page.getByText(/^\d+ jobs found$/)).toBeVisible();
  await expect(page.getByText('1 job found')).toBeHidden();
});

test('a second tab opened while the first closes keeps its mock', async ({ page, context }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();

  const second = await context.newPage();
  const opening = second.goto('/jobs');
  await page.close();
  await opening;
  await expect(second.getByRole('article').first()).toBeVisible();
  // Later visits of the second tab are mocked too.
  await second.goto('/articles');
  await expect(second.getByText(/^\d+ articles found$/)).toBeVisible();
});

test("the world is dated by the page's clock: moved 400 days ahead, the newest article is from then", async ({
  page,
}) => {
  const later = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
  await page.clock.setFixedTime(later);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/content',
  );
  await page.goto('/articles');
  const { data } = (await (await answer).json()) as { data: Array<{ published_at: string }> };
  const newest = Math.max(...data.map((article) => Date.parse(article.published_at)));
  expect(newest).toBeLessThanOrEqual(later.getTime());
  expect(later.getTime() - newest).toBeLessThan(60 * 24 * 60 * 60 * 1000);
});
