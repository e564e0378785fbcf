import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = 4310;
/** The real-backend build (dist-real) and the HTTP mock server it was built to call. */
const REAL_PORT = 4311;
const MOCK_API_PORT = 4400;

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), which is what Playwright itself
 * runs headless tests in: the browser tests take two thirds of the time they take in the full
 * browser (docs/decisions/0035-ci-overlaps-unit-tests-with-checks.md). The full browser where the shell isn't installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TEST_CHROMIUM =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A flow is several first visits, and each starts the mock and loads its world: on a 2-core
  // machine running two workers, one visit takes 5 to 10 s, so a three-page flow outgrows 30 s.
  timeout: 60_000,
  // A first visit builds the mock world in a worker before the first answer, and a failing call
  // is retried twice with backoff: on a busy 2-core machine that takes longer than 5 s.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // In CI a failed test's retry records the trace: recording every test to keep the failures'
    // costs more than the tests (the whole run took 381 s with it, 208 s without, on 2 cores).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Tests tagged @mobile also run on a phone; @mobile-only ones run there alone.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile-only/,
      testIgnore: 'real/**',
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@mobile/,
      testIgnore: 'real/**',
    },
    // The app built with VITE_API_BASE_URL, talking to `npm run mock:server` over HTTP.
    {
      name: 'real-backend',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${REAL_PORT}`,
      },
      testMatch: 'real/**/*.spec.ts',
    },
  ],
  webServer: [
    {
      // The mock-mode build in dist/ (npm run build first; `npm run test:e2e` does both).
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The real-backend build in dist-real/ (npm run build:real).
      command: `npx vite preview --outDir dist-real --host 127.0.0.1 --port ${REAL_PORT} --strictPort`,
      url: `http://127.0.0.1:${REAL_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run mock:server',
      url: `http://127.0.0.1:${MOCK_API_PORT}/api/stats`,
      env: { MOCK_API_PORT: String(MOCK_API_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
