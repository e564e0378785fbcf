import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { BugReport } from '../mocks/scenarios/file/bugReport';
import type { ScenarioFile } from '../mocks/scenarios/file/schema';
import { expect, test } from './fixtures';
import { loadScenario } from './loadScenario';

/** The reply e2e/scenarios/bug-123.json carries, posted by Aditya on topic 5. */
const BUG_123_REPLY = 'The 07:40 ferry to Koh Tao stopped running in March.';

const ownReply = (page: Page) =>
  page.getByRole('article', { name: 'Reply by Aditya Adventurer' }).last();

const openPanel = async (page: Page) => {
  const panel = page.locator('#ginger-mock-panel');
  await panel.getByText('QA: mock scenario').click();
  return panel;
};

async function downloadJson<T>(page: Page, click: () => Promise<void>): Promise<[T, Download]> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return [JSON.parse(await readFile(await file.path(), 'utf8')) as T, file];
}

test('a scenario saved from the panel, opened by its link in a new profile, shows the same page', async ({
  page,
  browser,
}) => {
  const reply = 'Saved as a scenario, opened somewhere else.';
  await page.goto('/forums/topic/5?mock=as:premium,clock:2027-03-16T09:30:00Z,status:/dating=503');
  await page.getByLabel('Your reply (markdown supported)').fill(reply);
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expect(ownReply(page)).toContainText(reply);

  const panel = await openPanel(page);
  const [saved, download] = await downloadJson<ScenarioFile>(page, () =>
    panel.getByRole('button', { name: 'Save scenario' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^ginger-scenario-[\dT-]+\.json$/);
  expect(saved).toMatchObject({
    format: 'ginger-scenario',
    route: '/forums/topic/5',
    signedInAs: 'premium',
    overrides: { forced: [{ path: '/dating', status: 503 }] },
  });
  expect(saved.clock.startsWith('2027-03-16T09:3')).toBe(true);
  // What members changed only (the new reply), not the seed; the session stays out.
  expect(saved.rows.map(({ table, change }) => `${table} ${change}`)).toEqual(['forumReply row']);

  await panel.getByRole('button', { name: 'Copy link' }).click();
  const link = await panel.getByLabel('Link to this scenario').inputValue();
  expect(link).toMatch(/\/forums\/topic\/5\?mock=panel#scenario=/);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(ownReply(other)).toContainText(reply);
  await expect(ownReply(other)).toHaveText((await ownReply(page).textContent())!);
  await expect(other.getByRole('button', { name: /^Account menu: .* Adventurer$/ })).toBeVisible();
  await expect(other).toHaveURL(/\/forums\/topic\/5$/);
  const otherPanel = await openPanel(other);
  await expect(otherPanel.getByText('/dating → 503')).toBeVisible();
  await elsewhere.close();
});

test('bug 123: a scenario file from e2e/scenarios drives the test', async ({ page }) => {
  await loadScenario(page, 'bug-123.json');
  await expect(ownReply(page)).toContainText(BUG_123_REPLY);
  await expect(page.getByRole('button', { name: /^Account menu: .* Adventurer$/ })).toBeVisible();
});

test('a link cut short opens the page as it is, and the panel says why', async ({ page }) => {
  await page.goto('/forums/topic/5');
  await page.getByRole('heading', { level: 2, name: /^Replies/ }).waitFor();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.goto('/forums/topic/5?mock=panel#scenario=q1YqSs3NL0pVsgJRYGJpZ');
  await expect(page.locator('#ginger-mock-panel').getByRole('alert')).toHaveText(
    'This file is not a Ginger scenario: the link is cut short or was changed.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('"Report a problem" downloads one file, and importing it in a new profile opens the same page', async ({
  page,
  browser,
}) => {
  await loadScenario(page, 'bug-123.json');
  await expect(ownReply(page)).toContainText(BUG_123_REPLY);
  const password = 'Adventurer123!';
  const token = await page.evaluate(async (secret) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'adventurer@ginger.example', password: secret }),
    });
    return ((await response.json()) as { token: string }).token;
  }, password);

  const panel = await openPanel(page);
  const [report, download] = await downloadJson<BugReport>(page, () =>
    panel.getByRole('button', { name: 'Report a problem' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^ginger-bug-report-[\dT-]+\.json$/);
  expect(report).toMatchObject({
    format: 'ginger-bug-report',
    route: '/forums/topic/5',
    viewport: { width: 1280, height: 720 },
    scenario: { format: 'ginger-scenario', signedInAs: 'premium' },
    har: { log: { version: '1.2' } },
  });
  const urls = report.har.log.entries.map(
    (entry) => (entry as { request: { url: string } }).request.url,
  );
  expect(urls).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/api\/forums\/topics\/5$/),
      expect.stringMatching(/\/api\/auth\/login$/),
    ]),
  );
  const text = JSON.stringify(report);
  expect(text).not.toContain(password);
  expect(text).not.toContain(token);
  expect(report.screenshot.png).toMatch(/^data:image\/png;base64,/);

  const elsewhere = await browser.newContext({ viewport: report.viewport });
  const other = await elsewhere.newPage();
  await other.goto(new URL('/?mock=panel', page.url()).href);
  const otherPanel = await openPanel(other);
  const fileField = otherPanel.getByLabel('Load a scenario or bug report');
  await fileField.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"notes"}'),
  });
  await expect(otherPanel.getByRole('alert')).toHaveText(
    /^This file is not a Ginger scenario: format: /,
  );
  await fileField.setInputFiles(await download.path());
  await expect(other).toHaveURL(/\/forums\/topic\/5$/);
  await expect(ownReply(other)).toHaveText((await ownReply(page).textContent())!);
  await expect(other.getByRole('button', { name: /^Account menu: .* Adventurer$/ })).toBeVisible();
  await elsewhere.close();
});
