import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { jobHandlers } from './jobs';
import { locationHandlers } from './locations';
import { statsHandlers } from './stats';

export const handlers = [
  ...authHandlers,
  ...contentHandlers,
  ...locationHandlers,
  ...jobHandlers,
  ...statsHandlers,
];
