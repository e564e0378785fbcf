import { expect, test } from '../fixtures';

// A backend that sends a megabyte where a paragraph belongs (a paste gone wrong, or hostile):
// the page still paints at once and shows the text a part at a time.

const MEGABYTE_DESCRIPTION = `${'We are hiring. '.repeat(70_000)}\n\nThe end.`;

test('a job with a 1 MB description paints at once and shows it a part at a time', async ({
  page,
}) => {
  await page.route('**/api/jobs/1', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { description: string } };
    body.data.description = MEGABYTE_DESCRIPTION;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/jobs/1');
  // Checked on every frame: the instant the heading is on screen, and when the answer arrived.
  const timing = await page.waitForFunction(
    () => {
      if (!document.querySelector('h1')) return null;
      const answer = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/api/jobs/1')) as PerformanceResourceTiming;
      return { onScreen: performance.now(), answered: answer.responseEnd };
    },
    null,
    { polling: 'raf' },
  );
  const { onScreen, answered } = (await timing.jsonValue())!;
  test.info().annotations.push({
    type: 'figure',
    description: `1 MB description: on screen ${Math.round(onScreen - answered)} ms after the answer arrived (${Math.round(onScreen)} ms after navigation)`,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const more = page.getByRole('button', { name: 'Show more of the description' });
  await expect(more).toBeVisible();
  const shownText = async () => (await page.locator('article p').allTextContents()).join('').length;
  const before = await shownText();
  expect(before).toBeLessThan(20_000);
  await more.click();
  await expect.poll(shownText).toBeGreaterThan(before);
  await expect(page.getByText('The end.')).toHaveCount(0);
});
