import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import type { TestProject } from 'vitest/node';
import { FIXED_NOW } from '../../mocks/fixedClock';
import { buildWorld } from '../../mocks/seed/world';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded world at the pinned clock, built once for the run (v8-serialised). */
    testWorldFile: string;
  }
}

/**
 * Builds the world every test seeds from once per run, so no test file loads the text writers and
 * builds it again (about a second each); `src/test/setup.ts` hands it to the seed. Each run has
 * a file of its own, so two runs at once (a watcher and a CI command) never read each other's.
 */
export default async function setup(project: TestProject) {
  const file = path.resolve(`node_modules/.cache/ginger/test-world-${process.pid}.bin`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, serialize(await buildWorld({ now: FIXED_NOW, scale: 1 })));
  project.provide('testWorldFile', file);
  return () => rmSync(file, { force: true });
}
