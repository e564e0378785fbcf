import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Vitest and Node scripts. */
export const server = setupServer(...handlers);
