/**
 * How long the dev server takes to show `/jobs` with data after it starts (issue #18's 3 s
 * target): starts `vite` on a free port, opens `/jobs` in Chromium and waits for "N jobs found".
 * Cold by default (Vite's dependency cache removed first); `--warm` keeps the cache.
 *
 *   node scripts/dev-start.mjs [--warm]
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = 3199;
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
} finally {
  await browser.close();
  process.kill(-server.pid);
}
