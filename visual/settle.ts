import type { Page, Request } from '@playwright/test';

/** API requests of the current story that have not been answered yet. */
export class PendingRequests {
  private pending = new Set<Request>();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) this.pending.add(request);
    });
    const done = (request: Request) => this.pending.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** A new story: what the last one left unanswered (on purpose, or torn down) no longer counts. */
  forget() {
    this.pending.clear();
  }

  get count() {
    return this.pending.size;
  }
}

/** How long the page must stay unchanged to count as settled, and how long to wait at most. */
const QUIET_MS = 100;
export const LIMIT_MS = 10_000;

/**
 * Waits until every API request is answered (unless the story waits on one that never answers,
 * `parameters.loading`) and the DOM has not changed for a moment: a component that fetches (the
 * header's signed-in member) is still loading when Storybook reports the story rendered. False
 * when it did not settle within the limit.
 */
export async function waitForQuiet(
  page: Page,
  requests: PendingRequests,
  awaitRequests: boolean,
): Promise<boolean> {
  const deadline = Date.now() + LIMIT_MS;
  while (Date.now() < deadline) {
    if (awaitRequests && requests.count > 0) {
      await page.waitForTimeout(25);
      continue;
    }
    const quiet = await page.evaluate(
      (quietMs) =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(false);
          });
          observer.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          setTimeout(() => {
            observer.disconnect();
            resolve(true);
          }, quietMs);
        }),
      QUIET_MS,
    );
    if (quiet && (!awaitRequests || requests.count === 0)) return true;
  }
  return false;
}

/** Waits until the fonts and every image on the page have loaded (or failed), lazy ones too. */
export async function waitForAssets(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
  });
}

/**
 * Takes the focus off a submit button. Whether it keeps its focus after a submission depends on
 * timing: Chrome blurs a focused element that became disabled only at its next rendering update,
 * and the button is disabled only while the submission is under way.
 */
export async function blurSubmitButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.type === 'submit') focused.blur();
  });
}
