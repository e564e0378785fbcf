import type { Page, Request } from '@playwright/test';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * Paths that differ only by an id or slug are one kind of page; one of each is visited (the
 * template is what the walk checks; the data of every page is the stories' and unit tests' job,
 * and axe audits every screen's states in `npm run test:visual`).
 */
function pageKind(path: string): string {
  return path
    .replace(/^\/locations\/[^/]+\/[^/]+$/, '/locations/:country/:slug')
    .replace(/^\/(articles|guides|insider)\/[^/]+$/, '/$1/:slug')
    .replace(/\/\d+$/, '/:id');
}

const VISITS_PER_KIND = 1;

async function internalLinks(page: Page): Promise<string[]> {
  // The footer loads after the page; its links count too.
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  return page.$$eval('a[href^="/"]', (anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}

/**
 * Counts, from Playwright's network events, the page's API calls still waiting for their answer
 * (MSW's service worker answers them, and they show as any other request).
 */
function countApiCallsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** How many of each tag a page's head has that it must have exactly once. */
function headTagCounts(page: Page) {
  return page.evaluate(() => {
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    return {
      title: count('title'),
      description: count('meta[name="description"]'),
      canonical: count('link[rel="canonical"]'),
      ogTitle: count('meta[property="og:title"]'),
      ogUrl: count('meta[property="og:url"]'),
    };
  });
}

/**
 * Whether the page has rendered at the address the browser shows: its canonical link names that
 * address, or it is the not-found page (whose canonical is /404; the walk then reports the link).
 */
function renderedAtAddress(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const path = canonical && new URL(canonical).pathname;
    return path === location.pathname || path === '/404';
  });
}

/**
 * Follows an internal link the way the app does on a click (the router takes the history entry;
 * the page and its mock stay), and waits until the page it leads to, or redirects to, has
 * rendered. The page the link left lingers a moment while the next one's code loads, so a
 * heading alone would not tell.
 */
async function followLink(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect
    .poll(() => renderedAtAddress(page), { message: `${path} names its own address as canonical` })
    .toBe(true);
}

test('every kind of page is reachable by links, none is a not-found page, and each has one title, description, canonical (its own address) and Open Graph title and address', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInThroughApi(page);
  const apiCallsInFlight = countApiCallsInFlight(page);
  // The account menu renders its links when opened; the header search leads to /search.
  await page.reload();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const queue = ['/', '/search', ...(await internalLinks(page))];
  const visited = new Set<string>();
  const visitsByKind = new Map<string, number>();
  const broken: string[] = [];
  const headProblems: string[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    const kind = pageKind(path);
    if ((visitsByKind.get(kind) ?? 0) >= VISITS_PER_KIND) continue;
    visited.add(path);
    visitsByKind.set(kind, (visitsByKind.get(kind) ?? 0) + 1);

    await followLink(page, path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The page's data is in (and with it its links and head tags) once no API call is waiting.
    await expect.poll(apiCallsInFlight, { intervals: [50] }).toBe(0);
    const title = await heading.innerText();
    if (/not found/i.test(title)) broken.push(`${path} → ${title}`);
    const heads = await headTagCounts(page);
    if (Object.values(heads).some((count) => count !== 1))
      headProblems.push(`${path}: ${JSON.stringify(heads)}`);
    for (const link of await internalLinks(page)) if (!visited.has(link)) queue.push(link);
  }

  expect(broken, `links to missing pages, from ${visited.size} pages`).toEqual([]);
  expect(headProblems, 'pages without exactly one of each head tag').toEqual([]);
  expect(visitsByKind.size).toBeGreaterThan(40);
});
