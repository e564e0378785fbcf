import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`../mocks/shims/${file}`, import.meta.url));

/** Which import, from which library, resolves to which of `mocks/shims/`. */
const REPLACEMENTS = [
  { importer: /[\\/]@mswjs[\\/]data[\\/]/, source: 'date-fns', shim: shim('date-fns.ts') },
  { importer: /[\\/]@mswjs[\\/]data[\\/]/, source: 'lodash', shim: shim('lodash.ts') },
  ...['./model/generateRestHandlers', './model/generateGraphQLHandlers'].map((source) => ({
    importer: /[\\/]@mswjs[\\/]data[\\/]/,
    source,
    shim: shim('mswDataHandlers.ts'),
  })),
  { importer: /[\\/]tough-cookie[\\/]/, source: 'tldts', shim: shim('tldts.ts') },
];

/**
 * The browser mock's libraries bring code it never runs: all of date-fns and lodash for one
 * function each, GraphQL, a public-suffix list. In builds, their imports resolve to the small
 * stand-ins of `mocks/shims/` (each tested against the original), about 100 kB gzip less.
 */
export function slimMockLibraries(): Plugin {
  return {
    name: 'ginger-slim-mock-libraries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const replacement = REPLACEMENTS.find(
        (candidate) => candidate.source === source && candidate.importer.test(importer),
      );
      return replacement?.shim ?? null;
    },
  };
}
