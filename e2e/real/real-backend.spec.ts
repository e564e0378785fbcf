import { expect, holdRequests, requestsTo, test } from '../fixtures';
import { startATrialAndCancelIt } from '../checkoutFlow';
import { placeAListingAndSellIt } from '../classifiedsFlow';
import { readAnInsiderGuide } from '../insiderFlow';
import { registerNewMember } from '../newMember';
import { inviteToTheTeamAndCancel } from '../teamFlow';
import { planATripWithATravelList } from '../travelListFlow';

// These run against the app built with VITE_API_BASE_URL and `npm run mock:server`: no service
// worker, no mock code in the page, every call crossing HTTP (and CORS) to the server.
const API = 'http://127.0.0.1:4400/api';

test('the home page reads its data from the HTTP server, with no mock in the browser', async ({
  page,
}) => {
  const apiCalls = requestsTo(page, `${API}/`);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover the spice of Asia' }),
  ).toBeVisible();
  await expect(page.getByText('Travel Articles')).toBeVisible();
  expect(apiCalls.some((url) => url.includes('/api/stats'))).toBe(true);
  const registrations = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  expect(registrations).toBe(0);
});

test('browse destinations and open a guide', async ({ page }) => {
  await page.goto('/locations');
  const first = page.getByRole('article').first();
  const city = await first.getByRole('heading', { level: 2 }).innerText();
  await first.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(city);
});

test('sign in, then post a forum reply that the server keeps', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('explorer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Explorer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/forums/topic/7');
  await page.getByLabel('Your reply (markdown supported)').fill('Sent over real HTTP.');
  await page.getByRole('button', { name: 'Post Reply' }).click();
  const mine = page.getByRole('article', { name: 'Reply by Emma Explorer' }).last();
  await expect(mine).toContainText('Sent over real HTTP.');
  await page.reload();
  await expect(mine).toContainText('Sent over real HTTP.');
});

test('search, filter jobs and open one', async ({ page }) => {
  await page.goto('/search?q=Bangkok');
  await expect(page.getByRole('region', { name: /^Jobs/ })).toBeVisible();
  await page.goto('/jobs?type=teaching');
  const job = page.getByRole('article').first();
  const title = await job.getByRole('heading', { level: 2 }).innerText();
  await job.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the jobs page uses the list its HTML asked for while the script loaded: one request', async ({
  page,
}) => {
  const jobLists = requestsTo(page, `${API}/jobs?`);
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(jobLists).toEqual([`${API}/jobs?sort=date&direction=desc&page=1&per_page=10`]);
});

test("a job's page asks for its job from its HTML, before the script has run: one request", async ({
  page,
}) => {
  const job = `${API}/jobs/3`;
  const requests = requestsTo(page, job);
  // The app's entry arrives after the page has asked for the job, as on a slow phone. Had the page
  // not asked, the entry comes after 30 s, the app asks, and the initiator below says so.
  const releaseEntry = await holdRequests(page, '**/assets/index-*.js');
  void page
    .waitForRequest(job, { timeout: 30_000 })
    .catch(() => undefined)
    .then(releaseEntry);
  await page.goto('/jobs/3');
  await expect(page.getByRole('link', { name: /Apply Now/ })).toBeVisible();
  expect(requests.filter((url) => url === job)).toEqual([job]);
  const initiator = await page.evaluate(
    (url) =>
      (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)
        ?.initiatorType,
    job,
  );
  expect(initiator).toBe('link');
});

test("a page's small preload script that runs after the app has started asks for nothing", async ({
  page,
}) => {
  // A preload nobody takes would answer the next request for the topic (after a reply is posted)
  // with the topic as it was.
  const releasePreload = await holdRequests(page, '**/params-preload.js');
  const topic = `${API}/forums/topics/8`;
  const requests = requestsTo(page, topic);
  await page.goto('/forums/topic/8', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('region', { name: /Replies/ })).toBeVisible();
  releasePreload();
  // The load event waits for the page's async scripts to have run.
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
  expect(requests).toEqual([topic]);
});

test('a new member plans a trip with a travel list that the server keeps', async ({ page }) => {
  await planATripWithATravelList(page);
});

test('a new member writes to a profile and finds the conversation in the inbox', async ({
  page,
}) => {
  await registerNewMember(page, 'Mina Messages');

  await page.goto('/dating/profile/4');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Your message')
    .fill('Which beach in Da Nang is the quietest?');
  await page.getByRole('dialog').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Messages/ })
    .click();
  const conversation = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(conversation).toHaveCount(1);
  await expect(conversation).toContainText('You: Which beach in Da Nang is the quietest?');
});

test('a new member pays for Adventurer over HTTP, with the bank step, then cancels', async ({
  page,
}) => {
  await startATrialAndCancelIt(page);
});

test('the Enterprise owner invites a colleague over HTTP and cancels the invitation', async ({
  page,
}) => {
  await inviteToTheTeamAndCancel(page);
});

test('an insider guide is a preview for a visitor and whole for an Adventurer, over HTTP', async ({
  page,
}) => {
  await readAnInsiderGuide(page);
});

test('a new member places a listing over HTTP and marks it sold', async ({ page }) => {
  await placeAListingAndSellIt(page);
});
