/**
 * npm run test:visual [-- --update] [Playwright options]: builds Storybook, screenshots every
 * story and compares each with its baseline in visual/baselines (docs/DESIGN-REVIEW.md).
 * `--update` rewrites the baselines that changed, as the PNGs Chromium wrote: the run confirms an
 * unchanged shot by its bytes (docs/decisions/0037-baselines-are-chromium-pngs.md).
 */
import { spawnSync } from 'node:child_process';

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

const playwrightArgs = process.argv
  .slice(2)
  .map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg));

if (run('npm', ['run', 'build-storybook:screenshots']) !== 0) process.exit(1);
process.exit(
  run('npx', ['playwright', 'test', '-c', 'visual/playwright.config.ts', ...playwrightArgs]),
);
