import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, inject } from 'vitest';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '@mocks/fixedClock';
import { adoptPrebuiltWorld } from '@mocks/seed/prebuilt';
import type { World } from '@mocks/seed/world';

// Whole screens render over the mock API; on a busy 2-core CI machine that can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

// The world at that instant was built once for the whole run (./globalSetup.ts).
adoptPrebuiltWorld(
  { now: FIXED_NOW, scale: 1 },
  () => deserialize(readFileSync(inject('testWorldFile'))) as World,
);

// Every test reads one frozen instant, so nothing it shows depends on the day it runs.
beforeEach(() => pinClock(FIXED_NOW, { frozen: true }));

afterEach(() => {
  cleanup();
  // Files that need no DOM run in Node (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
