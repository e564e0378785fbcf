// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rules ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesBroken(code: string, filePath: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

// The first lint builds the TypeScript program of the whole project (typed rules): seconds alone,
// tens of seconds on a loaded 2-core machine. The timeout only stops a hang.
describe('the import boundaries lint enforces', { timeout: 120_000 }, () => {
  it('refuses a relative import that crosses layers upward', async () => {
    const code = "export { Header } from '../features/layout/Header';\n";
    expect(await rulesBroken(code, 'src/ui/Crossing.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses another feature’s internals, and allows its public index', async () => {
    const internals = "export { SaveButton } from '../favorites/SaveButton';\n";
    const index = "export { SaveButton } from '../favorites';\n";
    expect(await rulesBroken(internals, 'src/features/jobs/Reaching.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(index, 'src/features/jobs/Reaching.ts')).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // Header imports NavItems: NavItems importing it back closes a cycle.
    const code = "export { Header } from './Header';\n";
    expect(await rulesBroken(code, 'src/features/layout/NavItems.tsx')).toContain(
      'import-x/no-cycle',
    );
  });

  it('keeps the mock to the contract and the clock', async () => {
    const code = "export { formatDate } from '../src/lib/format';\n";
    expect(await rulesBroken(code, 'mocks/Reaching.ts')).toContain('import-x/no-restricted-paths');
  });
});
