import type { Page } from '@playwright/test';
import { expect, linkFollower, signInThroughApi, test } from './fixtures';

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

test('every kind of page is reachable by links, none is a not-found page, and each has one title, description, canonical (its own address) and Open Graph title and address', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInThroughApi(page);
  const followLink = linkFollower(page);
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

    await followLink(path);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
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
