import { expect, signInThroughApi, test } from './fixtures';
import { startATrialAndCancelIt } from './checkoutFlow';

test('a new member pays for Adventurer, with the bank step, then cancels and keeps it', async ({
  page,
}) => {
  await startATrialAndCancelIt(page);
});

test('a cancelled plan is charged for no month past its end, seen weeks later', async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Switch to Explorer' }).click();
  const confirm = page
    .getByRole('dialog', { name: 'Switch to Explorer?' })
    .getByRole('button', { name: /^Switch to Explorer on/ });
  const endsOn = (await confirm.textContent())!.replace('Switch to Explorer on ', '');
  await confirm.click();
  // The plan says so once the cancellation is saved (its renewal date was there before).
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(
    `You keep Adventurer until ${endsOn}, then move to Explorer.`,
  );

  const weeksLater = new Date(Date.parse(`${endsOn} 12:00 UTC`) + 40 * 24 * 3_600_000);
  await page.goto(`/billing?mock=clock:${weeksLater.toISOString().slice(0, 19)}Z`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const charges = page.getByRole('row').filter({ hasText: '$9.00' });
  // The newest month charged is the plan's last: it ends the day the plan does.
  await expect(charges.first()).toContainText(`to ${endsOn}`);
});
