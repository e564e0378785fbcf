import { expect, test, signInThroughApi } from './fixtures';
import type { Page } from '@playwright/test';

async function openNewTopic(page: Page) {
  await page.goto('/forums/new-topic');
  await expect(page.getByLabel('Title')).toBeEditable();
}

async function writeTopic(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('travel');
  await page
    .getByLabel('Your post (markdown supported)')
    .fill('Where do you base yourselves for a first month, and what would you do differently?');
}

test('two tabs share one demo world: what each saves is there in both, nothing lost', async ({
  page,
  context,
}) => {
  await signInThroughApi(page);
  const other = await context.newPage();
  // Both tabs have the world loaded before either writes: neither has seen the other's topic.
  await Promise.all([openNewTopic(page), openNewTopic(other)]);
  await writeTopic(page, 'First tab: a month in Chiang Mai');
  await writeTopic(other, 'Second tab: a month in Da Nang');
  await Promise.all(
    [page, other].map((tab) => tab.getByRole('button', { name: 'Post Topic' }).click()),
  );
  await expect(page.getByRole('heading', { level: 1, name: /First tab/ })).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: /Second tab/ })).toBeVisible();

  for (const tab of [page, other]) {
    await tab.goto('/forums?search=a%20month%20in');
    await expect(tab.getByRole('link', { name: 'First tab: a month in Chiang Mai' })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Second tab: a month in Da Nang' })).toBeVisible();
  }
});

test('a stored row the mock cannot read is set aside and named in the QA panel', async ({
  page,
}) => {
  await page.goto('/forums');
  // The topics are listed once the mock has opened its database.
  await expect(page.locator('a[href^="/forums/topic/"]').first()).toBeVisible();
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('ginger-mock-world');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const transaction = opening.result.transaction('rows', 'readwrite');
          transaction
            .objectStore('rows')
            .put(
              { table: 'forumTopic', key: '1', version: 1, change: 'patch', fields: { title: 7 } },
              'forumTopic:1',
            );
          transaction.oncomplete = () => {
            opening.result.close();
            resolve();
          };
        };
      }),
  );
  await page.reload();
  await expect(page.getByText('1 stored row could not be read and was set aside:')).toBeVisible();
  await expect(page.getByText(/forumTopic 1: title/)).toBeVisible();
  // Every other row is there: the list still shows its topics.
  await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();
});
