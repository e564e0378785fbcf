import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';
const workerScript = () =>
  readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');

/**
 * MSW's service worker script, as the package publishes it, served by the dev server and written
 * into the build. Storybook's mocks run in it (msw-storybook-addon); the app's mock answers in
 * the page and needs none (`mocks/inPageApi.ts`).
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
