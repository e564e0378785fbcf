import { test } from './fixtures';
import { readAnInsiderGuide } from './insiderFlow';
import { inviteToTheTeamAndCancel } from './teamFlow';

test('the Enterprise owner invites a colleague to the team and cancels the invitation', async ({
  page,
}) => {
  await inviteToTheTeamAndCancel(page);
});

test('a visitor reads the start of an insider guide, and all of it once signed in as an Adventurer', async ({
  page,
}) => {
  await readAnInsiderGuide(page);
});
