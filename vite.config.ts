/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { apiPreconnect } from './scripts/build/apiPreconnect.ts';
import { chunkGroups } from './scripts/build/chunkGroups.ts';
import { eagerCompile } from './scripts/build/eagerCompile.ts';
import { securityHeadersPlugin } from './scripts/build/securityHeaders.ts';
import { inlineEntryCss } from './scripts/build/inlineEntryCss.ts';
import { mockAssets, QA_WORLD_DIRS } from './scripts/build/mockAssets.ts';
import { mswWorkerScript } from './scripts/build/mswWorkerScript.ts';
import { precompress } from './scripts/build/precompress.ts';
import { prerenderPages } from './scripts/build/prerender.ts';
import { slimMockLibraries } from './scripts/build/slimMockLibraries.ts';
import { uncheckedMockAnswers } from './scripts/build/uncheckedMockAnswers.ts';

const DEV_PORT = 3100;
const PREVIEW_PORT = 4310;

/**
 * `scripts/measure/lighthouse.mjs` serves the builds over HTTPS, as a static host does (Vite then answers
 * over HTTP/2), with the key and certificate it names here; otherwise the preview is plain HTTP.
 */
function previewTls() {
  const { PREVIEW_TLS_KEY: key, PREVIEW_TLS_CERT: cert } = process.env;
  return key && cert ? { key: readFileSync(key), cert: readFileSync(cert) } : undefined;
}

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  const apiBaseUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL;
  // Vitest's own modules load for the tests only, not for the dev server and the builds; a
  // shuffled run (`--sequence.shuffle.files`) keeps Vitest's random order.
  const shuffled = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));
  const testSequencer =
    mode === 'test' && !shuffled ? (await import('./src/test/sequencer.ts')).default : undefined;
  return {
    plugins: [
      securityHeadersPlugin(apiBaseUrl),
      apiPreconnect(apiBaseUrl),
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders import the API layer (ky, valibot, schemas): split them out of the first paint too.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
        },
      }),
      react(),
      vanillaExtractPlugin(),
      inlineEntryCss(),
      mockAssets(apiBaseUrl),
      // Mock mode's API runs in MSW's service worker; a real-backend build ships none.
      apiBaseUrl ? null : mswWorkerScript(),
      slimMockLibraries(),
      uncheckedMockAnswers(),
      prerenderPages(apiBaseUrl),
      eagerCompile(),
      // Only QA's larger worlds go without: no visit loads them until QA asks.
      precompress({ skip: QA_WORLD_DIRS }),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: {
      host: '127.0.0.1',
      port: DEV_PORT,
      // A taken port stops the server with a message instead of moving it (`npm run dev -- --port N`).
      strictPort: true,
      // The first page and the mock are transformed while the server starts, not on request.
      warmup: {
        clientFiles: ['./src/main.tsx', './mocks/browser.ts'],
      },
    },
    // Lazy routes and the mock import dependencies index.html doesn't lead to: scanned up front,
    // they are pre-bundled once, instead of found on the first visit and reloaded. vanilla-extract
    // adds its recipes' runtime to the styles it transforms, where the scan can't see it.
    optimizeDeps: {
      entries: ['index.html', 'src/routes/**/*.tsx', 'mocks/browser.ts'],
      include: ['@vanilla-extract/recipes/createRuntimeFn'],
    },
    preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true, https: previewTls() },
    build: {
      target: 'es2022',
      // The mock backend (faker and the seed) is one large lazy chunk that only mock mode loads.
      chunkSizeWarningLimit: 1600,
      // No dependency preloading for lazy chunks: its helper and file lists cost 1.5 kB in the
      // shell. The router preloads a route's chunks on intent instead (docs/decisions/0005-keeping-first-paint-small.md).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    test: {
      // A DOM for screens and hooks; files that need none say `@vitest-environment node`.
      environment: 'jsdom',
      // Threads start faster than forked processes, and no test depends on a process of its own.
      pool: 'threads',
      globalSetup: ['./src/test/globalSetup.ts'],
      sequence: { sequencer: testSequencer },
      setupFiles: ['./src/test/setup.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            include: ['{src,mocks,scripts,.storybook}/**/*.test.{ts,tsx}', 'eslint.config.test.ts'],
            // After the shared setup file: the user each test acts through.
            setupFiles: ['./src/test/user.ts'],
            // A worker keeps its modules and its DOM from one file to the next instead of importing
            // the app again for each (docs/decisions/0028-test-files-share-worker-modules.md). Each test still gets a fresh router,
            // query cache, clock, handlers and seeded database (mocks/testing.ts).
            isolate: false,
          },
        },
        // Portable stories change globals the app's tests rely on (Storybook's React renderer sets
        // React's act flag; its a11y addon styles the page): they run in workers of their own,
        // sharing modules only with each other.
        {
          extends: true,
          test: { name: 'stories', include: ['stories/**/*.test.ts'], isolate: false },
        },
      ],
      css: false,
      restoreMocks: true,
      // Vitest leaves one core to itself by default, which on a 2-core machine runs every file in
      // one worker; its own share of the work is small, so every core runs tests.
      maxWorkers: '100%',
      // Whole-screen flows on a loaded 2-core CI machine need more than the 5 s default.
      testTimeout: 20_000,
      // Portable stories run the a11y addon's checks and fail on violations (its "standalone" mode).
      // Requests that never get an answer (the failure matrix's timeouts) give up after 1 s.
      env: { VITEST_STORYBOOK: 'false', VITE_API_TIMEOUT_MS: '1000' },
      server: { deps: { inline: ['@storybook/addon-a11y'] } },
    },
  };
});
