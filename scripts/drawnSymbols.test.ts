// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The `no-restricted-syntax` messages ESLint reports for `code` as the file at `filePath`. */
async function restrictions(code: string, filePath = 'src/features/jobs/Symbols.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the lint refuses symbols typed as text in the app', () => {
  it.each([
    'export const a = <a>← Back</a>;\n',
    "export const a = <button>{'♡ Save'}</button>;\n",
    'export const stars = (n: number) => `${"x".repeat(n)}★`;\n',
    "export const plus = '＋';\n",
  ])('refuses %s', async (code) => {
    expect(await restrictions(code)).toEqual([expect.stringContaining('<Icon>')]);
  });

  it('allows words, punctuation the text font has, and a drawn icon', async () => {
    const code =
      "import { Icon } from '@/ui/Icon';\n" +
      'export const a = <p><Icon name="back" /> Back · 4.5 … ©</p>;\n';
    expect(await restrictions(code)).toEqual([]);
  });

  it('leaves tests alone, which may name what the user sees', async () => {
    expect(
      await restrictions("export const a = '←';\n", 'src/features/jobs/Jobs.test.tsx'),
    ).toEqual([]);
  });
});
