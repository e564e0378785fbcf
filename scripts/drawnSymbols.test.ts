// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restrictedSyntax } from './restrictedSyntax';

const restrictions = (code: string, filePath = 'src/features/jobs/Symbols.tsx') =>
  restrictedSyntax(code, filePath);

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
