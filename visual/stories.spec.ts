import { existsSync, readFileSync } from 'node:fs';
import {
  expect,
  test as base,
  type ConsoleMessage,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { appendAnswers, coverageDir } from '../scripts/cli/contractCoverage/answerLog';
import { listenForAnswers } from '../scripts/cli/contractCoverage/pageAnswers';
import { storyFiles, type Story } from './catalogue';
import { SHOT_CAPTURE } from './playwright.config';
import { knownCause } from './knownIssues';
import { openPreview, renderStory, storyKind } from './preview';
import { blurSubmitButton, LIMIT_MS, PendingRequests, waitForAssets, waitForQuiet } from './settle';
import { componentClip, shotsFor } from './shots';

/**
 * The browser's own line for an API answer such as a 401 or 500 is the story's failure at work
 * (the mock answering as told), and its request for a favicon the bare preview page doesn't name
 * is no story's; any other console error or warning is a problem.
 */
function isProblem(message: ConsoleMessage): boolean {
  if (message.type() !== 'error' && message.type() !== 'warning') return false;
  if (!message.text().startsWith('Failed to load resource')) return true;
  const { pathname } = new URL(message.location().url);
  return !pathname.startsWith('/api/') && pathname !== '/favicon.ico';
}

type Preview = {
  page: Page;
  problems: string[];
  requests: PendingRequests;
  answers: ReturnType<typeof listenForAnswers>;
};
type Clip = Awaited<ReturnType<typeof componentClip>>;

/**
 * Whether the shot has the very bytes of its baseline. The baselines are the PNGs Chromium wrote,
 * so an unchanged shot is confirmed without decoding either image; Playwright's pixel comparison
 * (about a fifth of the run's Node CPU) is left to the shots that differ.
 */
async function sameBytesAsBaseline(page: Page, file: string, clip: Clip, testInfo: TestInfo) {
  const baseline = testInfo.snapshotPath(file, { kind: 'screenshot' });
  if (!existsSync(baseline)) return false;
  const shot = await page.screenshot({ clip, fullPage: !!clip, ...SHOT_CAPTURE });
  return shot.equals(readFileSync(baseline));
}

/** One preview per worker: stories switch in place, as in the Storybook UI, which is fast. */
const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const problems: string[] = [];
      const requests = new PendingRequests(page);
      const answers = listenForAnswers(page);
      page.on('console', (message) => {
        if (isProblem(message)) problems.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await openPreview(page);
      await use({ page, problems, requests, answers });
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Renders one story in the preview, takes its screenshots and compares them with the baselines;
 * its console errors, failed plays and a11y violations fail it too, unless they are known app
 * issues. Soft assertions: the next story runs whatever this one shows.
 */
async function checkStory(
  { page, problems, requests, answers }: Preview,
  story: Story,
  testInfo: TestInfo,
) {
  const label = `${story.title} › ${story.name}`;
  testInfo.annotations.push({ type: 'story', description: story.id });
  problems.length = 0;
  requests.forget();
  answers.take(); // what the last story left arriving is not this one's
  const kind = await storyKind(page, story.id);
  const shots = shotsFor(story.id, kind);
  await page.setViewportSize(shots[0]!.viewport);
  problems.push(...(await renderStory(page, story.id)));
  if (!(await waitForQuiet(page, requests, !kind.loading))) {
    problems.push(`did not settle within ${LIMIT_MS / 1000} s`);
  }
  await blurSubmitButton(page);
  for (const shot of shots) {
    await page.setViewportSize(shot.viewport);
    await waitForAssets(page);
    // A screen is taken from the top, as a visitor arrives on it; a play may have scrolled.
    if (shot.screen) await page.evaluate(() => window.scrollTo(0, 0));
    const clip = shot.screen ? undefined : await componentClip(page);
    testInfo.annotations.push({ type: 'screenshot', description: shot.file });
    if (await sameBytesAsBaseline(page, shot.file, clip, testInfo)) continue;
    await expect.soft(page, label).toHaveScreenshot(shot.file, { clip, fullPage: !!clip });
  }
  // What the story showed, for `npm run contract:coverage`.
  const dir = coverageDir();
  if (dir) appendAnswers(dir, 'story', story.id, answers.take());
  for (const cause of new Set(problems.map(knownCause))) {
    if (cause) testInfo.annotations.push({ type: 'known app issue', description: cause });
  }
  const unknown = problems.filter((problem) => !knownCause(problem));
  if (unknown.length) {
    await testInfo.attach(`${story.id}.problems`, { body: unknown.join('\n') });
    expect.soft(unknown, `${label} runs clean`).toEqual([]);
  }
}

// One test per story file: a failed test restarts its worker, which would cost a second a story.
for (const { title, stories } of storyFiles()) {
  test(title, async ({ preview }, testInfo) => {
    test.setTimeout(15_000 * stories.length);
    for (const story of stories) await checkStory(preview, story, testInfo);
  });
}
