import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A browser that refuses the demo some storage: each kind is made before any of the page's
 * scripts run, as the browser itself would refuse it (a SecurityError).
 */
const BLOCKS = {
  'IndexedDB refused': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  },
  'localStorage and sessionStorage throwing': () => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        get: () => {
          throw new DOMException(`Access to '${name}' is denied.`, 'SecurityError');
        },
      });
  },
  'all site data blocked': () => {
    const denied = () => new DOMException('The user denied permission.', 'SecurityError');
    IDBFactory.prototype.open = () => {
      throw denied();
    };
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        get: () => {
          throw denied();
        },
      });
    ServiceWorkerContainer.prototype.register = () => Promise.reject(denied());
    ServiceWorkerContainer.prototype.getRegistrations = () => Promise.reject(denied());
  },
};

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('explorer@ginger.example');
  await page.getByLabel('Password', { exact: true }).fill('Explorer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const [kind, block] of Object.entries(BLOCKS)) {
  test(`with ${kind}, the demo runs and members sign in`, async ({ page }) => {
    await page.addInitScript(block);
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: /Emma/ })).toBeVisible();
    await page.getByRole('link', { name: 'Community' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('where the browser keeps no data, the QA panel says changes last only in this tab', async ({
  page,
}) => {
  await page.addInitScript(BLOCKS['all site data blocked']);
  await page.goto('/forums');
  await expect(
    page.getByText(
      'Demo data: this browser blocks storage, so changes last only until this tab closes.',
    ),
  ).toBeVisible();
});
