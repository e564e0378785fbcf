import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const TLDTS_STAND_IN = fileURLToPath(new URL('../../mocks/shims/tldts.ts', import.meta.url));

/**
 * msw's cookie store imports tough-cookie, which imports `tldts` and its public-suffix list
 * (about 90 kB gzip) to find the registrable domain of the page's own host. In builds, that one
 * public import resolves to the stand-in of `mocks/shims/tldts.ts`, tested against the real
 * `tldts`; no library file is touched.
 */
export function slimMockLibraries(): Plugin {
  return {
    name: 'ginger-slim-mock-libraries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromToughCookie = importer !== undefined && /[\\/]tough-cookie[\\/]/.test(importer);
      return source === 'tldts' && fromToughCookie ? TLDTS_STAND_IN : null;
    },
  };
}
