import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '@mocks/fixedClock';
import { adoptPrebuiltWorld } from '@mocks/seed/prebuilt';
import type { World } from '@mocks/seed/world';
import { coverageDir } from '../../scripts/cli/contractCoverage/answerLog';
import { checkConsole, installConsoleGuard } from './console';
import { checkContractViolations, collectContractViolations } from './contractViolations';
import { fillInJsdom } from './jsdom';

// Whole screens render over the mock API; on a busy 2-core CI machine that can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

// The world at that instant was built once for the whole run (./globalSetup.ts).
adoptPrebuiltWorld(
  { now: FIXED_NOW, scale: 1 },
  () => deserialize(readFileSync(inject('testWorldFile'))) as World,
);

// Any console.error or console.warn fails the test that wrote it, unless the test expects it.
installConsoleGuard();
// Any answer of the mock that breaks openapi.yaml fails the test that caused it.
const stopCollectingContractViolations = collectContractViolations();
if (typeof window !== 'undefined') fillInJsdom();
// With CONTRACT_COVERAGE_DIR set, what this file asked of the mock (`npm run contract:coverage`).
const answerLogDir = coverageDir();
if (answerLogDir) (await import('./answerRecording')).recordAnswers(answerLogDir);

/** Both checks, each forgetting what it found, so a failure of one leaves nothing to the next test. */
function checkConsoleAndContract(when: string) {
  const failures = [checkConsole, checkContractViolations].flatMap((check) => {
    try {
      check(when);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

beforeEach(() => {
  checkConsoleAndContract(
    'before this test: while its file loaded, in a beforeAll, or after the previous test',
  );
  // Every test reads one frozen instant, so nothing it shows depends on the day it runs.
  pinClock(FIXED_NOW, { frozen: true });
});

afterEach(() => {
  cleanup();
  // Files that need no DOM run in Node (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // After unmounting: what a screen writes or asks for as it goes is the test's too.
  checkConsoleAndContract('during this test');
});

// Test files share a worker's DOM (`isolate: false`): what one leaves in the page, the next file's
// queries would find.
afterAll(() => {
  stopCollectingContractViolations();
  checkConsoleAndContract('after the last test of this file');
  const left = [...(globalThis.document?.body.children ?? [])].filter(
    // The a11y addon's colour-vision filters, added once when it loads.
    (element) => element.id !== 'storybook-a11y-vision-filters',
  );
  if (left.length) {
    const elements = left.map((element) => element.outerHTML.slice(0, 200)).join('\n');
    throw new Error(`This file left elements in the page after its tests:\n${elements}`);
  }
});
