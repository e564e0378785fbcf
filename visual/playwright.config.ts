import { defineConfig } from '@playwright/test';
import baseConfig, { FULL_CHROMIUM } from '../playwright.config';
import { FONTCONFIG_FILE } from './fonts';

const PORT = 6107;

/** How a shot is taken: the byte check (stories.spec.ts) must take it as `toHaveScreenshot` does. */
export const SHOT_CAPTURE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** Raster the same pixels on every run: no low-resolution first pass of images, no partial tiles. */
const STILL_RASTER = [
  '--disable-checker-imaging',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];

/**
 * Screenshots of every story of the static Storybook (`npm run test:visual`, docs/DESIGN-REVIEW.md).
 * Same Chromium as the browser tests; baselines in visual/baselines.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  globalSetup: './globalSetup.ts',
  outputDir: '../test-results/visual',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // Outside CI a new story's baseline is written on its first run; in CI a missing one fails.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: { threshold: 0.01, maxDiffPixels: 0, ...SHOT_CAPTURE },
  },
  reporter: [['list'], ['./report.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Storybook takes a browser whose user agent names its test runner for a test run: it then
    // pauses a story's animations instead of waiting at least 100 ms for them to end.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium StorybookTestRunner',
    launchOptions: {
      // The baselines are drawn by the full browser, as people see the stories in Storybook.
      executablePath: FULL_CHROMIUM,
      args: [...(baseConfig.use?.launchOptions?.args ?? []), ...STILL_RASTER],
      // Only the README's font packages (visual/fonts.ts, linked by the global setup).
      env: { ...process.env, FONTCONFIG_FILE },
    },
  },
  webServer: {
    command: `tsx visual/serve.ts ${PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
  },
});
