/**
 * How long the dev server takes to show `/jobs` with data after it starts, and how long an edit to
 * the screen's file takes to show without a full reload (HMR): starts `vite` on a free port, opens
 * `/jobs` in a new Chromium profile, waits for "N jobs found", then changes a sentence of
 * `src/features/jobs/JobsPage.tsx` (put back afterwards) and waits for it on screen. Cold by
 * default (Vite's dependency cache removed first); `--warm` keeps the cache.
 *
 *   node scripts/measure/devStart.mjs [--warm]
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = 3199;
const SCREEN_FILE = 'src/features/jobs/JobsPage.tsx';
const SENTENCE = 'Find work in Asia, on site or remote.';
const EDITED = 'Find work in Asia, on site or remote (edited).';

const warm = process.argv.includes('--warm');
if (!warm) rmSync('node_modules/.vite', { recursive: true, force: true });

const startedAt = Date.now();
const server = spawn('npx', ['vite', '--port', String(PORT), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
const ready = new Promise((resolve, reject) => {
  const onData = (data) => {
    output += data;
    if (output.includes('Local:')) resolve(Date.now() - startedAt);
  };
  server.stdout.on('data', onData);
  server.stderr.on('data', onData);
  server.once('exit', () => reject(new Error(`vite stopped:\n${output}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const source = readFileSync(SCREEN_FILE, 'utf8');
try {
  const serverReady = await ready;
  const page = await browser.newPage();
  let requests = 0;
  page.on('request', () => (requests += 1));
  await page.goto(`http://127.0.0.1:${PORT}/jobs`);
  await page.getByText(/\d+ jobs found/).waitFor({ timeout: 60_000 });
  const shown = Date.now() - startedAt;
  const reloads = output.split('\n').filter((line) => /optimized dependencies|reload/i.test(line));
  console.log(
    `${warm ? 'Warm' : 'Cold'} start: server ready at ${serverReady} ms, /jobs with data at ${shown} ms (${requests} requests)`,
  );
  if (reloads.length) console.log(reloads.join('\n'));

  // A full reload would lose this mark; an update in place keeps it.
  await page.evaluate(() => (window.__notReloaded = true));
  const editedAt = Date.now();
  writeFileSync(SCREEN_FILE, source.replace(SENTENCE, EDITED));
  await page.getByText(EDITED).waitFor({ timeout: 30_000 });
  const updated = Date.now() - editedAt;
  const kept = await page.evaluate(() => window.__notReloaded === true);
  console.log(
    `Edit of ${SCREEN_FILE} on screen ${updated} ms later, ${kept ? 'without a reload (HMR)' : 'after a FULL RELOAD'}`,
  );
} finally {
  writeFileSync(SCREEN_FILE, source);
  await browser.close();
  process.kill(-server.pid);
}
