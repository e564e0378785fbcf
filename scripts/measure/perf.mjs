/**
 * `npm run perf`: builds the app in real-backend mode and in mock mode, checks their byte budgets
 * (size-limit, `.size-limit.json`), then runs Lighthouse's first visits (`scripts/measure/lighthouse.mjs`:
 * the real build with the mobile preset at the calibrated slowdown, the mock build with the
 * desktop preset) against the targets of docs/QUALITY.md. `--no-build` reuses dist/ and
 * dist-real/; `--no-lighthouse` checks the budgets alone.
 *
 * `--against <git ref>` measures a change instead: it builds the ref in a worktree of its own
 * (`againstBuild.mjs`) and runs Lighthouse's first visits of both builds alternating, at one
 * slowdown (`lighthouse.mjs --against-dir`), printing both medians and their difference. Takes
 * `--modes`, `--pages`, `--runs`, `--markdown` and `--mobile-mock` as lighthouse.mjs does.
 */
import { execFileSync, execSync } from 'node:child_process';
import { buildAgainst } from './againstBuild.mjs';

const args = process.argv.slice(2);
const run = (command) => execSync(command, { stdio: 'inherit' });

if (!args.includes('--no-build')) {
  run('npm run build:real');
  run('npm run build');
}

const againstAt = args.findIndex((arg) => arg.startsWith('--against'));
if (againstAt !== -1) {
  const ref = args[againstAt].includes('=') ? args[againstAt].split('=')[1] : args[againstAt + 1];
  const passed = args.filter((arg) => /^--(modes|pages|runs|markdown|mobile-mock|http1)/.test(arg));
  execFileSync(
    'node',
    ['scripts/measure/lighthouse.mjs', `--against-dir=${buildAgainst(ref)}`, ...passed],
    { stdio: 'inherit' },
  );
  process.exit(0);
}

let failed = false;
for (const command of [
  'npx size-limit',
  // Lighthouse first visits take about fifteen minutes; CI checks the budgets alone.
  ...(args.includes('--no-lighthouse') ? [] : ['node scripts/measure/lighthouse.mjs']),
]) {
  try {
    run(command);
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
