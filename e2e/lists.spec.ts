import { test } from './fixtures';
import { planATripWithATravelList } from './travelListFlow';

test('a new member plans a trip with a travel list', async ({ page }) => {
  await planATripWithATravelList(page);
});
