import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { restoreDatabase } from './persist';

/** Mock mode in the browser: fill the database, then let the service worker answer /api. */
export async function startMockWorker(): Promise<void> {
  await restoreDatabase();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
