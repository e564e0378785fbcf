/**
 * Builds another commit of this repository beside this one, for an A/B (`npm run perf --
 * --against <git ref>`): a detached git worktree under node_modules/.cache, with this checkout's
 * node_modules when the two lockfiles are the same (otherwise its own `npm ci`), built in both
 * modes. A worktree already built at that commit is reused.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The folder of `ref`'s checkout, with `dist/` and `dist-real/` built; logs what it does. */
export function buildAgainst(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = path.resolve('node_modules/.cache/ginger-perf/against', commit.slice(0, 12));
  if (existsSync(`${dir}/dist/index.html`) && existsSync(`${dir}/dist-real/index.html`)) {
    console.log(`Against ${ref} (${commit.slice(0, 12)}): reusing its builds in ${dir}`);
    return dir;
  }
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit);
  const run = (command) => execSync(command, { cwd: dir, stdio: 'inherit' });
  if (!existsSync(`${dir}/node_modules`)) {
    const sameLockfile =
      readFileSync('package-lock.json', 'utf8') ===
      readFileSync(`${dir}/package-lock.json`, 'utf8');
    if (sameLockfile) symlinkSync(path.resolve('node_modules'), `${dir}/node_modules`, 'dir');
    else run('npm ci --no-audit --no-fund --prefer-offline');
  }
  console.log(`Against ${ref} (${commit.slice(0, 12)}): building it in ${dir}`);
  run('npm run build:real');
  run('npm run build');
  return dir;
}
