// @vitest-environment node
// The project's own lint rules (eslint.config.js), each shown refusing and allowing code.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The first lint builds the TypeScript program of the whole project (typed rules): seconds alone,
// tens of seconds on a loaded 2-core machine. Each block's timeout only stops a hang.
const eslint = new ESLint();

/** What ESLint reports for `code` as if it were the file at `filePath` (the rules differ by path). */
async function messagesFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

/** The rules broken by `code` at `filePath`. */
async function rulesBroken(code: string, filePath: string): Promise<Array<string | null>> {
  return (await messagesFor(code, filePath)).map((message) => message.ruleId);
}

/** The `no-restricted-syntax` messages for `code` at `filePath`. */
async function restrictedSyntax(code: string, filePath: string): Promise<string[]> {
  return (await messagesFor(code, filePath))
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

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

describe('the lint refuses symbols typed as text in the app', { timeout: 120_000 }, () => {
  it.each([
    'export const a = <a>← Back</a>;\n',
    "export const a = <button>{'♡ Save'}</button>;\n",
    'export const stars = (n: number) => `${"x".repeat(n)}★`;\n',
    "export const plus = '＋';\n",
  ])('refuses %s', async (code) => {
    expect(await restrictedSyntax(code, 'src/features/jobs/Symbols.tsx')).toEqual([
      expect.stringContaining('<Icon>'),
    ]);
  });

  it('allows words, punctuation the text font has, and a drawn icon', async () => {
    const code =
      "import { Icon } from '@/ui/Icon';\n" +
      'export const a = <p><Icon name="back" /> Back · 4.5 … ©</p>;\n';
    expect(await restrictedSyntax(code, 'src/features/jobs/Symbols.tsx')).toEqual([]);
  });

  it('leaves tests alone, which may name what the user sees', async () => {
    expect(
      await restrictedSyntax("export const a = '←';\n", 'src/features/jobs/Jobs.test.tsx'),
    ).toEqual([]);
  });
});

const LINKING_FILE = 'src/features/jobs/Linking.tsx';

describe('the typed links lint enforces', { timeout: 120_000 }, () => {
  it('refuses `as never`, and allows a real type', async () => {
    expect(
      await restrictedSyntax('export const id = JSON.parse("1") as never;\n', LINKING_FILE),
    ).toEqual([expect.stringContaining('`as never`')]);
    expect(
      await restrictedSyntax('export const id = JSON.parse("1") as number;\n', LINKING_FILE),
    ).toEqual([]);
  });

  it.each([
    'export const a = <a href="/jobs">Jobs</a>;\n',
    "export const a = <a href={'/jobs'}>Jobs</a>;\n",
    'export const a = (id: number) => <a href={`/jobs/${id}`}>Job</a>;\n',
  ])('refuses an internal path in a JSX href: %s', async (code) => {
    expect(await restrictedSyntax(code, LINKING_FILE)).toEqual([
      expect.stringContaining('<Link to params search>'),
    ]);
  });

  it.each([
    'export const a = <a href="#main">Skip</a>;\n',
    'export const a = <a href="https://example.com/jobs">Elsewhere</a>;\n',
    'export const a = (url: string) => <a href={url}>Apply</a>;\n',
    'import { Link } from \'@tanstack/react-router\';\nexport const a = <Link to="/jobs">Jobs</Link>;\n',
  ])('allows a JSX link that is not an internal path: %s', async (code) => {
    expect(await restrictedSyntax(code, LINKING_FILE)).toEqual([]);
  });

  it.each([
    "declare const navigate: (options: object) => void;\nnavigate({ href: '/jobs' });\n",
    'declare const router: { navigate: (options: object) => void };\nrouter.navigate({ href: `/jobs/${7}` });\n',
  ])('refuses navigate({ href }): %s', async (code) => {
    expect(await restrictedSyntax(code, 'src/lib/Navigating.ts')).toEqual([
      expect.stringContaining('navigate({ href })'),
    ]);
  });

  it('allows navigate({ to, search })', async () => {
    const code =
      "declare const navigate: (options: object) => void;\nnavigate({ to: '/search', search: { q: 'x' } });\n";
    expect(await restrictedSyntax(code, 'src/lib/Navigating.ts')).toEqual([]);
  });

  it('holds stories to it too, and leaves the mock alone', async () => {
    const code = 'export const a = <a href="/jobs">Jobs</a>;\n';
    expect(await restrictedSyntax(code, 'stories/jobs/Linking.stories.tsx')).toHaveLength(1);
    expect(await restrictedSyntax(code, 'mocks/scenarios/Linking.tsx')).toEqual([]);
  });
});
