import { ESLint } from 'eslint';

const eslint = new ESLint();

/**
 * The `no-restricted-syntax` messages the project's ESLint config reports for `code` as if it
 * were the file at `filePath` (the rules differ by path): how a test shows what the lint refuses.
 */
export async function restrictedSyntax(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}
