import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file that asks for Node's environment in its docblock rather than the DOM. */
function runsInNode(spec: TestSpecification): boolean {
  return readFileSync(spec.moduleId, 'utf8').slice(0, 500).includes('@vitest-environment node');
}

/**
 * Vitest's order (failed files first, then the slowest), with the DOM's files before Node's.
 * A worker that has run a file keeps its modules for the next only when that file needs the same
 * environment; otherwise Vitest stops it and starts another, which imports the app again. In
 * Vitest's order the two kinds alternate, and a run started 23 workers (docs/decisions/0028-test-files-share-worker-modules.md).
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const inNode = new Set(sorted.filter(runsInNode));
    return [...sorted.filter((spec) => !inNode.has(spec)), ...inNode];
  }
}
