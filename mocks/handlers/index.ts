import { byResource } from './byResource';
import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { adHandlers } from './ads';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { contentHandlers } from './content';
import { conversationHandlers } from './conversations';
import { datingHandlers } from './dating';
import { favoriteHandlers } from './favorites';
import { forumHandlers } from './forums';
import { insiderGuideHandlers } from './insiderGuides';
import { jobHandlers } from './jobs';
import { journalHandlers } from './journal';
import { locationHandlers } from './locations';
import { requestHandlers } from './requests';
import { searchHandlers } from './search';
import { statsHandlers } from './stats';
import { supportHandlers } from './support';
import { teamHandlers } from './team';
import { travelListHandlers } from './travelLists';

export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...billingHandlers,
  ...teamHandlers,
  ...activityHandlers,
  ...requestHandlers,
  ...favoriteHandlers,
  ...travelListHandlers,
  ...journalHandlers,
  ...forumHandlers,
  ...datingHandlers,
  ...conversationHandlers,
  ...contentHandlers,
  ...insiderGuideHandlers,
  ...locationHandlers,
  ...jobHandlers,
  ...statsHandlers,
  ...searchHandlers,
  ...supportHandlers,
  ...adHandlers,
];

/** What the mock serves: `handlers`, each request tried only against its resource's. */
export const api = byResource(handlers);
