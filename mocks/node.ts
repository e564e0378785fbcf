import { setupServer } from 'msw/node';
import { api } from './handlers';

/** The same handlers for Vitest and Node scripts. */
export const server = setupServer(api);
