import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { favoriteHandlers } from './favorites';
import { jobHandlers } from './jobs';
import { journalHandlers } from './journal';
import { locationHandlers } from './locations';
import { statsHandlers } from './stats';

export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...favoriteHandlers,
  ...journalHandlers,
  ...contentHandlers,
  ...locationHandlers,
  ...jobHandlers,
  ...statsHandlers,
];
