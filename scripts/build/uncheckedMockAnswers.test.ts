// @vitest-environment node
import { dirname, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { uncheckedMockAnswers } from './uncheckedMockAnswers';

type Hook = (this: unknown, ...args: unknown[]) => Promise<string | null> | string | null;

const plugin = uncheckedMockAnswers();
const context = {
  resolve: async (source: string, importer: string) => ({
    id: `${resolve(dirname(importer), source)}.ts`,
  }),
};
const resolveId = (source: string, importer: string) =>
  (plugin.resolveId as Hook).call(context, source, importer, {});

it("puts a stand-in that passes answers through in place of the mock's contract check", async () => {
  const id = await resolveId('./contractCheck', '/repo/mocks/handlers/http.ts');
  expect(id).not.toBeNull();
  const code = (plugin.load as Hook).call({}, id) as string;
  const standIn = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    checkedAgainstContract: <R>(operation: string, resolve: R) => R;
  };
  const answer = async () => new Response(null, { status: 204 });
  expect(standIn.checkedAgainstContract('DELETE /lists/{id}', answer)).toBe(answer);
});

it('leaves every other module alone', async () => {
  expect(await resolveId('./contractCheck', '/repo/src/api/http.ts')).toBeNull();
  expect(await resolveId('./route', '/repo/mocks/handlers/http.ts')).toBeNull();
});
