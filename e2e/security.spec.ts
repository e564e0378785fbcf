import type { Page } from '@playwright/test';
import { HOSTILE_INPUTS } from '../mocks/abuse/hostileInputs';
import { expect, linkFollower, test } from './fixtures';

/** A few of the corpus go into every field of a topic and a job; all of it into replies. */
const HOSTILE = HOSTILE_INPUTS.filter((_, index) => index % 25 === 0);
const LONG_WORD = 'Supercalifragilistic'.repeat(40);

async function watchForAttacks(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __csp: string[] }).__csp.push(
        `${event.violatedDirective}: ${event.blockedURI}`,
      ),
    );
  });
  return dialogs;
}

async function expectUntouched(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  const unsafeLinks = await page.$$eval('a[href]', (anchors) =>
    anchors
      .map((anchor) => anchor.getAttribute('href') ?? '')
      .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
  );
  expect(unsafeLinks).toEqual([]);
  expect(
    await page.locator('main iframe, main script:not([type="application/ld+json"])').count(),
  ).toBe(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'nothing pushes the page wider than the screen').toBeLessThanOrEqual(0);
}

test(`${HOSTILE_INPUTS.length} hostile texts in topics, replies, jobs and searches stay text @mobile`, async ({
  page,
}) => {
  // A topic, its replies and a job through the in-page mock, then five pages: slow on a slow machine.
  test.slow();
  const dialogs = await watchForAttacks(page);
  await page.goto('/');
  await expect(page.getByText('Travel Articles')).toBeVisible();
  const created = await page.evaluate(
    async ({ hostile, longWord, everything }) => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'explorer@ginger.example', password: 'Explorer123!' }),
      });
      const { token } = (await login.json()) as { token: string };
      const post = (path: string, body: unknown) =>
        fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        }).then((response) => response.json() as Promise<{ data: { id: number } }>);
      const body = [...hostile, longWord].join('\n\n');
      const topic = await post('/forums/topics', {
        title: `${hostile[1]} ${longWord}`.slice(0, 150),
        category: 'travel',
        tags: ['<b>bold</b>', 'javascript:x'],
        content: body,
      });
      // As few replies as hold them all, each within the 5,000 characters a reply may have.
      const replies: string[] = [];
      for (const text of everything.map((content) => content.slice(0, 5000))) {
        const last = replies.at(-1);
        if (last !== undefined && last.length + 2 + text.length <= 5000)
          replies[replies.length - 1] = `${last}\n\n${text}`;
        else replies.push(text);
      }
      for (const content of replies)
        await post(`/forums/topics/${topic.data.id}/replies`, { content });
      const job = await post('/jobs', {
        title: (hostile[0] ?? '').slice(0, 120),
        company_name: (hostile[2] ?? '').slice(0, 120),
        country: 'Thailand',
        locationType: 'onsite',
        jobType: 'tech',
        employment_type: 'full-time',
        experience_level: 'mid',
        currency: 'THB',
        salary_period: 'month',
        description: body.slice(0, 10000),
        requirements: hostile,
        application_url: 'https://example.com/apply',
      });
      localStorage.setItem('auth_token', token);
      return { topic: topic.data.id, job: job.data.id };
    },
    { hostile: HOSTILE, longWord: LONG_WORD, everything: HOSTILE_INPUTS },
  );

  // The page loads again, so the app reads the session; the pages follow from it once it runs.
  const followLink = linkFollower(page);
  await page.reload();
  await expect(page.getByText('Travel Articles')).toBeVisible();
  for (const path of [
    '/forums?search=img',
    `/forums/topic/${created.topic}`,
    '/jobs',
    `/jobs/${created.job}`,
    `/search?q=${encodeURIComponent('<script>window.__pwned=8</script>')}`,
  ]) {
    await followLink(path);
    await expectUntouched(page);
    if (path.startsWith('/forums/topic/'))
      await expect(page.getByText('<script>window.__pwned = 1</script>').first()).toBeVisible();
  }
  expect(dialogs).toEqual([]);
});

test('the built app runs under its Content-Security-Policy without a violation', async ({
  page,
}) => {
  await watchForAttacks(page);
  for (const path of ['/', '/articles', '/locations/thailand/bangkok', '/dating/profile/3']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  }
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
});

test('every answer carries the hosting headers, and no other page can frame the app', async ({
  page,
  browser,
  baseURL,
}) => {
  for (const path of ['/', '/jobs?page=2', '/mock-world/x1/job.json', '/favicon.svg']) {
    const headers = (await page.request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  // A page of its own: the browser's report of the refused frame is the expected outcome here.
  const framer = await browser.newPage();
  await framer.setContent(`<iframe title="Ginger" src="${baseURL}/"></iframe>`, {
    waitUntil: 'load',
  });
  await expect(framer.frameLocator('iframe').locator('#root')).toHaveCount(0);
  await framer.close();
});

test('the session token never reaches the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/login');
  await page.getByLabel('Email address').fill('adventurer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Adventurer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  expect(
    messages.filter((text) => text.includes(token!) || text.includes('Adventurer123!')),
  ).toEqual([]);
});
