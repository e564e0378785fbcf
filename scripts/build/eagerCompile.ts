import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chromium 136 on); only a file's first line counts. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every chunk is fetched for code that runs as soon as it arrives. The hint has V8 compile all of
 * a chunk's functions on a background thread while it streams in, instead of each one on the main
 * thread at its first call, where that work lengthened the first visit's tasks. Added after every
 * other plugin has written the chunk (Vite puts its preload map at the top of a chunk late), and
 * the source map shifted by the line it takes.
 */
export function eagerCompile(): Plugin {
  return {
    name: 'ginger-eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
