import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';
/**
 * MSW's service worker script, where msw's install script keeps it current (`msw.workerDirectory`
 * in package.json) and `npm run generate:check` fails when the committed copy is stale.
 */
const WORKER_PATH = new URL(`../../mocks/public/${WORKER_FILE}`, import.meta.url);
const workerScript = () => readFileSync(WORKER_PATH, 'utf8');

/**
 * Serves MSW's service worker script from the dev server and writes it into the build: mock mode's
 * app (`mocks/browser.ts`) and Storybook (msw-storybook-addon) run their mocks in it. The
 * real-backend build doesn't add this plugin, so it ships no worker.
 */
export function mswWorkerScript(): Plugin {
  return {
    name: 'ginger-msw-worker-script',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${WORKER_FILE}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(workerScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript() });
    },
  };
}
