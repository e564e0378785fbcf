import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '@mocks/fixedClock';

// Whole screens render over the mock API; on a busy 2-core CI machine that can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

// Every test reads one frozen instant, so nothing it shows depends on the day it runs.
beforeEach(() => pinClock(FIXED_NOW, { frozen: true }));

afterEach(() => {
  cleanup();
  // Files that need no DOM run in Node (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
