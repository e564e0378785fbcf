import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { datingHandlers } from './dating';
import { favoriteHandlers } from './favorites';
import { forumHandlers } from './forums';
import { jobHandlers } from './jobs';
import { journalHandlers } from './journal';
import { locationHandlers } from './locations';
import { statsHandlers } from './stats';

export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...favoriteHandlers,
  ...journalHandlers,
  ...forumHandlers,
  ...datingHandlers,
  ...contentHandlers,
  ...locationHandlers,
  ...jobHandlers,
  ...statsHandlers,
];
