import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { appendAnswers, coverageDir } from '../scripts/cli/contractCoverage/answerLog';
import { listenForAnswers } from '../scripts/cli/contractCoverage/pageAnswers';

/**
 * Every test fails on a console error or an uncaught exception in the page. The browser's own
 * "Failed to load resource" line for an API answer such as a 401 or 422 (from a real backend) is
 * the contract at work, not an error of the page, so those are left out; any other failed
 * resource counts.
 */
export const test = base.extend<{ consoleErrors: string[]; answerLog: void }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const apiAnswer =
          message.text().startsWith('Failed to load resource') &&
          message.location().url.includes('/api/');
        if (!apiAnswer) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // With CONTRACT_COVERAGE_DIR set, the API answers the test's pages received
  // (`npm run contract:coverage`).
  answerLog: [
    async ({ context }, use, testInfo) => {
      const dir = coverageDir();
      if (!dir) return use();
      const answers = listenForAnswers(context);
      await use();
      const file = path.relative(process.cwd(), testInfo.file);
      const by = `${file} › ${testInfo.titlePath.slice(1).join(' › ')} [${testInfo.project.name}]`;
      appendAnswers(dir, 'e2e', by, answers.take());
    },
    { auto: true },
  ],
});

export { expect };

/** The addresses of the requests the page sends from now on that start with `prefix`. */
export function requestsTo(page: Page, prefix: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(prefix)) urls.push(request.url());
  });
  return urls;
}

/** A promise to hold a request on (`await gate.opened` in a route handler) and what opens it. */
export function requestGate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Holds the page's requests to `url` (a glob) until the function it returns is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  const gate = requestGate();
  await page.route(url, async (route) => {
    await gate.opened;
    await route.continue();
  });
  return gate.open;
}

/**
 * Signs in as the seeded Adventurer through the API and keeps the token where the app reads it;
 * the app picks the session up on its next load.
 */
export async function signInThroughApi(page: Page) {
  await page.goto('/');
  // The mock API answers once the home page has its live counters ('Travel Articles').
  await expect(page.getByText('Travel Articles')).toBeVisible();
  await page.evaluate(async () => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'adventurer@ginger.example', password: 'Adventurer123!' }),
    });
    const { token } = (await response.json()) as { token: string };
    localStorage.setItem('auth_token', token);
  });
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

/**
 * Whether the page has rendered at the address the browser shows: its canonical link names that
 * address, or it is the not-found page (whose canonical is /404).
 */
function renderedAtAddress(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const path = canonical && new URL(canonical).pathname;
    return path === location.pathname || path === '/404';
  });
}

/**
 * Follows internal links on a page the app runs on, the way the app does on a click: the router
 * takes the history entry, and the page and its mock stay. Each follow waits until the page it
 * leads to (or redirects to) has rendered, shows its heading and has no API call waiting, so its
 * data, links and head tags are in. The page a link left lingers a moment while the next one's
 * code loads, so a heading alone would not tell.
 */
export function linkFollower(page: Page): (path: string) => Promise<void> {
  const apiCallsInFlight = countApiCallsInFlight(page);
  return async (path) => {
    await page.evaluate((to) => history.pushState(null, '', to), path);
    await expect
      .poll(() => renderedAtAddress(page), {
        message: `${path} names its own address as canonical`,
      })
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(apiCallsInFlight, { intervals: [50] }).toBe(0);
  };
}
