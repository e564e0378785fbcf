import { placeAListingAndSellIt } from './classifiedsFlow';
import { test } from './fixtures';

test('a new member places a listing, finds it in the classifieds and marks it sold', async ({
  page,
}) => {
  await placeAListingAndSellIt(page);
});
