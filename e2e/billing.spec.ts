import { test } from './fixtures';
import { startATrialAndCancelIt } from './checkoutFlow';

test('a new member pays for Adventurer, with the bank step, then cancels and keeps it', async ({
  page,
}) => {
  await startATrialAndCancelIt(page);
});
