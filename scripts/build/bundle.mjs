import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A build's scripts, each with its text. */
export function allScripts(outDir) {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file: `assets/${file}`, text: readFileSync(join(assets, file), 'utf8') }));
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
