import type { Plugin } from 'vite';

const CHECK = /[\\/]mocks[\\/]handlers[\\/]contractCheck\.ts$/;
const UNCHECKED = '\0ginger-unchecked-mock-answers';

/**
 * The app's builds answer with the mock unchecked: `mocks/handlers/contractCheck.ts` resolves to a
 * stand-in that passes each answer through, and the operations' schemas and the answer log of
 * `npm run contract:coverage` (`mocks/contractAnswers.ts`) stay out of the mock's chunk. The check would add about 2 kB gzip to a chunk at its size limit and up to several
 * milliseconds to each large answer on the page's main thread
 * (docs/decisions/0049-mock-answers-checked-against-contract.md). The dev server, Vitest, the
 * HTTP mock and Storybook (whose build leaves this plugin out) keep it.
 */
export function uncheckedMockAnswers(): Plugin {
  return {
    name: 'ginger-unchecked-mock-answers',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('contractCheck')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CHECK.test(resolved.id) ? UNCHECKED : null;
    },
    load(id) {
      if (id !== UNCHECKED) return null;
      return 'export const checkedAgainstContract = (_operation, resolve) => resolve;';
    },
  };
}
