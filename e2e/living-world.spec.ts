import { expect, test } from './fixtures';

const DAY_MS = 24 * 3600 * 1000;

/** The clocks the world must look alive at: today, much later, and awkward days. */
const CLOCKS: Array<{ name: string; at: () => Date | null }> = [
  { name: 'today', at: () => null },
  { name: '400 days on', at: () => new Date(Date.now() + 400 * DAY_MS) },
  { name: 'a leap day', at: () => new Date('2028-02-29T10:00:00Z') },
  { name: "New Year's Eve", at: () => new Date('2027-12-31T23:30:00Z') },
];

/** A path with the clock pinned (runs on from there), or on real time. */
function at(path: string, clock: Date | null): string {
  return clock ? `${path}?mock=clock:${clock.toISOString().slice(0, 19)}Z` : path;
}

for (const { name, at: clockAt } of CLOCKS) {
  test(`the world is alive ${name}: open jobs, fresh articles, recent replies, members online`, async ({
    page,
  }) => {
    const clock = clockAt();
    const now = () => clock?.getTime() ?? Date.now();

    await page.goto(at('/jobs', clock));
    await page.getByRole('heading', { level: 2 }).first().getByRole('link').click();
    await expect(page.getByRole('link', { name: /Apply Now/ })).toBeVisible();
    const posted = await page.locator('dd time').first().getAttribute('datetime');
    expect(Date.parse(posted!)).toBeLessThanOrEqual(now() + 60_000);

    // In-app navigation from here: the world is built once, as for a person browsing.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: /^Articles/ }).click();
    // The job page has dated articles too: read the list only once it is on screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(page.locator('article time').first()).toBeVisible();
    const newest = await page.locator('article time').first().getAttribute('datetime');
    expect(now() - Date.parse(newest!)).toBeLessThanOrEqual(7 * DAY_MS);
    expect(now() - Date.parse(newest!)).toBeGreaterThanOrEqual(-60_000);

    await nav.getByRole('link', { name: /^Community/ }).click();
    await expect(page.getByText(/^Last reply/).first()).toBeVisible();
    const replies = await page
      .getByText(/^Last reply/)
      .locator('time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));
    expect(now() - Math.max(...replies)).toBeLessThanOrEqual(2 * DAY_MS);

    await nav.getByRole('link', { name: /^Dating & Personals/ }).click();
    await expect(page.getByText('Online now').first()).toBeVisible();
  });
}
