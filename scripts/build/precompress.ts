import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import sirv from 'sirv';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** Text a browser accepts compressed; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
/** Below this, a response fits one packet either way (the threshold hosts and Vite use). */
const MIN_BYTES = 1024;

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Writes `file.br` beside each compressible file of `outDir` that isn't under a `skip` folder. */
export async function writeBrotliTwins(outDir: string, skip: readonly string[] = []) {
  const files = (await filesUnder(outDir)).filter(
    (file) =>
      COMPRESSIBLE.test(file) && !skip.some((folder) => file.startsWith(`${folder}${path.sep}`)),
  );
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(outDir, file));
      if (source.length < MIN_BYTES) return;
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      await writeFile(path.join(outDir, `${file}.br`), await compress(source, { params }));
    }),
  );
}

/** The build's file an address names, if it names one inside the build. */
function fileFor(outDir: string, url = '/'): string | undefined {
  try {
    const file = path.join(outDir, decodeURIComponent(new URL(url, 'http://preview').pathname));
    return file.startsWith(outDir + path.sep) ? file : undefined;
  } catch {
    return undefined; // an address that doesn't decode names no file
  }
}

const acceptsBrotli = (request: IncomingMessage) =>
  /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * Static hosts answer text in brotli, and a build's files don't change: each is compressed once,
 * at the highest quality, when it is built (`file.br` beside `file`), and `vite preview` answers
 * with that twin where the browser accepts it, as a host serving precompressed files does. Vite's
 * own preview compresses with gzip, on the fly, which made every measured visit heavier than a
 * deployed one. `skip` names folders (relative to the output) that no first visit loads.
 */
export function precompress({ skip = [] }: { skip?: readonly string[] } = {}): Plugin {
  let outDir = '';
  return {
    name: 'ginger-precompress',
    apply: (_config, env) => (env.command === 'build' ? !env.isSsrBuild : env.isPreview === true),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every plugin's own closeBundle: the prerendered pages are written there.
    closeBundle: {
      order: 'post',
      async handler() {
        await writeBrotliTwins(outDir, skip);
      },
    },
    configurePreviewServer(server) {
      const serveTwin = sirv(outDir, { brotli: true, dev: true, etag: true, extensions: [] });
      server.middlewares.use((request, response, next) => {
        const file = fileFor(outDir, request.url);
        if (acceptsBrotli(request) && file && existsSync(`${file}.br`))
          serveTwin(request, response, next);
        else next();
      });
    },
  };
}
