import type { Page } from '@playwright/test';
import { expect, holdRequests, signInThroughApi, test } from './fixtures';

test("the shell renders with the mock API answering through MSW's service worker", async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover the spice of Asia' }),
  ).toBeVisible();
  await expect(page.getByText('Travel Articles')).toBeVisible();

  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => new URL(registration.active!.scriptURL).pathname,
    ),
  );
  expect(workers).toEqual(['/mockServiceWorker.js']);

  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/locations?per_page=2');
    return {
      status: response.status,
      body: (await response.json()) as { data: unknown[]; meta: { total: number } },
    };
  });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toHaveLength(2);
  expect(answer.body.meta.total).toBeGreaterThanOrEqual(47);

  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('a page without data does not load the mock; the first page with data starts it', async ({
  page,
}) => {
  const mockChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(mock(?:-panel)?)-[\w-]+\.js$/.exec(request.url());
    if (chunk) mockChunks.push(chunk[1]!);
  });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mockChunks).toEqual([]);

  await page.goto('/locations');
  await expect(page.getByText(/54 locations found/)).toBeVisible();
  // The mock, not the QA panel.
  expect(mockChunks).toEqual(['mock']);
});

test('a page built ahead is hydrated in place: the HTML that arrived is the page the app runs', async ({
  page,
}) => {
  await page.goto('/terms', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Terms of Service' });
  // A mark on the element that came with the HTML: a render from scratch would replace it.
  await heading.evaluate((element) => element.setAttribute('data-arrived', ''));
  await expect(page.locator('#root[data-frame]')).toHaveCount(1);
  // Once the network is quiet the app has loaded and hydrated (in a transition) the page.
  await page.waitForLoadState('networkidle');
  await expect(heading).toHaveAttribute('data-arrived', '');
});

/** The home page as its build-time HTML shows it: its script waits for `releaseAppScript`. */
async function homeBeforeItsScript(page: Page) {
  const releaseAppScript = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/', { waitUntil: 'commit' });
  return { releaseAppScript, categories: page.getByRole('region', { name: 'Popular Categories' }) };
}

test('a visitor who scrolls down before the script has loaded is not sent back to the top; the next page opens at its top', async ({
  page,
}) => {
  const { categories, releaseAppScript } = await homeBeforeItsScript(page);
  await categories.scrollIntoViewIfNeeded();

  releaseAppScript();
  // The mock answers once the page is hydrated: its live figures mean the app has taken over.
  await expect(page.getByText('Travel Articles')).toBeVisible();
  expect(await page.evaluate(() => scrollY), 'still scrolled down').toBeGreaterThan(0);

  await categories.getByRole('link', { name: 'Digital Nomad' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Digital Nomad articles' }),
  ).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('the home page holds the place of its data before the script has loaded: what is below moves little when the data arrives @mobile', async ({
  page,
}) => {
  const { categories, releaseAppScript } = await homeBeforeItsScript(page);
  const top = async () => (await categories.boundingBox())!.y;
  const before = await top();

  releaseAppScript();
  await expect(page.getByText('Travel Articles')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trending Now' }).getByRole('link')).toHaveCount(3);
  // Cards and titles differ in length from one day's world to the next; before the placeholders
  // took the cards' shape, the section moved 630 px on a desktop and 1,660 px on a phone.
  expect(Math.abs((await top()) - before)).toBeLessThan(150);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Ginger');
});

test('a seeded member stays signed in across a reload', async ({ page }) => {
  await signInThroughApi(page);
  await page.reload();
  const account = page.getByRole('button', {
    name: 'Account menu: Aditya Adventurer',
  });
  await expect(account).toBeVisible();
  await account.click();
  await expect(page.getByText('adventurer@ginger.example')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
});

test('the header search sends the visitor to the site search @mobile', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Main menu' }).click();
  const form = page.getByRole('search', {
    name: isMobile ? 'Search from the menu' : 'Site search',
  });
  const box = form.getByRole('searchbox');
  await box.fill('Bangkok');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Bangkok$/);
});

test('the mobile menu lists every section @mobile-only', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Main menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const label of [
    'Ginger Guides',
    'Articles',
    'Jobs & Careers',
    'Dating & Personals',
    'Community',
    'Advertise Now',
  ]) {
    await expect(menu.getByRole('link', { name: new RegExp(label) })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath('mobile-menu.png') });
});

test('robots.txt and the sitemap are served as files, not as the app', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: https://www.ginger.example/sitemap.xml');
  const sitemap = await request.get('/sitemap.xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toContain('/locations/thailand/bangkok');
});
