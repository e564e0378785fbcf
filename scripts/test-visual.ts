/**
 * npm run test:visual [-- --update] [Playwright options]: builds Storybook, screenshots every
 * story and compares each with its baseline in visual/baselines (docs/DESIGN-REVIEW.md).
 * `--update` rewrites the baselines that changed and compresses them with optipng when installed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const BASELINES = 'visual/baselines';

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

function compressWrittenSince(startedAt: number) {
  const written = readdirSync(BASELINES)
    .map((file) => path.join(BASELINES, file))
    .filter((file) => file.endsWith('.png') && statSync(file).mtimeMs >= startedAt);
  if (!written.length) return;
  if (spawnSync('optipng', ['-v'], { stdio: 'ignore' }).error) {
    console.log(
      'optipng is not installed: the new baselines stay uncompressed (apt-get install optipng).',
    );
    return;
  }
  console.log(`Compressing ${written.length} new baselines (optipng, lossless)...`);
  run('optipng', ['-quiet', '-o2', '-strip', 'all', ...written]);
}

const update = process.argv.includes('--update');
const playwrightArgs = process.argv
  .slice(2)
  .map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg));

if (run('npm', ['run', 'build-storybook:screenshots']) !== 0) process.exit(1);
const startedAt = Date.now();
const status = run('npx', [
  'playwright',
  'test',
  '-c',
  'visual/playwright.config.ts',
  ...playwrightArgs,
]);
if (update) compressWrittenSince(startedAt);
process.exit(status);
