import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip size in bytes (zlib default level, as servers typically send). */
export function gzipSize(path) {
  return gzipSync(readFileSync(path)).length;
}

/**
 * The JavaScript a page's HTML loads at once: its entry and its preloads. The shell
 * (`_frames/shell.html`) loads the app's entry alone; a page with build-time HTML also preloads
 * its route's chunks (scripts/prerender.ts).
 */
export function initialScripts(outDir, page = '_frames/shell.html') {
  const html = readFileSync(join(outDir, page), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  return [...entries, ...preloads].map((file) => ({ file, gzip: gzipSize(join(outDir, file)) }));
}

/** The mock world's files a page's HTML preloads (mock mode): what its first answer waits for. */
export function preloadedWorldFiles(outDir, page) {
  const html = readFileSync(join(outDir, page), 'utf8');
  return [...html.matchAll(/<link[^>]+as="fetch"[^>]+href="\/(mock-world\/[^"]+)"/g)].map(
    (match) => ({ file: match[1], gzip: gzipSize(join(outDir, match[1])) }),
  );
}

export function allScripts(outDir) {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file: `assets/${file}`,
      text: readFileSync(join(assets, file), 'utf8'),
      gzip: gzipSize(join(assets, file)),
    }));
}

/** Markers that only the mock backend contains. */
export const MOCK_MARKERS = [
  'mockServiceWorker',
  'ginger-mock-world',
  'These credentials do not match our records.',
  'Explorer123!',
  'ginger-mock-scenario',
  'QA: mock scenario',
];

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
