import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function expectNoViolations(page: Page) {
  const audit = await new AxeBuilder({ page }).exclude('#ginger-mock-panel').analyze();
  expect(
    audit.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`),
  ).toEqual([]);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, 'focus is visible').not.toBe('none');
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('axe on key states', () => {
  test('error, empty and validation states', async ({ page }) => {
    await page.goto('/jobs?mock=status:/jobs=500');
    await expect(page.getByText('Error loading jobs. Please try again later.')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/locations?mock=off,empty');
    await expect(page.getByText('No locations match your search.')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/login?mock=off');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expectNoViolations(page);
  });

  test('menus and dialogs open', async ({ page }) => {
    await signIn(page, 'adventurer@ginger.example', 'Adventurer123!');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Travel Journal' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/dating/profile/4');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Report' }).click();
    await expect(page.getByText('Choose a reason')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the phone menu @mobile-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Main menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('keyboard only', () => {
  test('navigate, filter jobs and change page with the keyboard, focus following', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Travel Articles')).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Jobs & Careers/ }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs & Careers' })).toBeFocused();

    await tabTo(page, page.getByLabel('Type'));
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/type=/);
    await tabTo(page, page.getByRole('button', { name: /^Next/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
  });

  test('sign in, switch tabs, like and reply with the keyboard', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email address'));
    await page.keyboard.type('explorer@ginger.example');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('Explorer123!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/locations/thailand/bangkok');
    const overview = page.getByRole('tab', { name: 'Overview' });
    await tabTo(page, overview);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { selected: true })).not.toHaveText('Overview');
    await expect(page).toHaveURL(/tab=/);

    await page.goto('/forums/topic/9');
    const like = page.getByRole('button', { name: /^Like this topic/ });
    const before = await like.getAttribute('aria-label');
    await tabTo(page, like);
    await page.keyboard.press('Enter');
    await expect(like).not.toHaveAttribute('aria-label', before ?? '');

    await tabTo(page, page.getByRole('button', { name: 'Reply', exact: true }).first());
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Your reply (markdown supported)')).toBeFocused();
    await page.keyboard.type('Typed without a mouse.');
    await tabTo(page, page.getByRole('button', { name: 'Post Reply' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('article', { name: 'Reply by Emma Explorer' }).last(),
    ).toContainText('Typed without a mouse.');
  });
});
