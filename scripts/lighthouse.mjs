/**
 * Lighthouse (mobile) on /, /locations, /articles and a location page, in real-backend mode
 * (dist-real against the HTTP mock server) and in mock mode (dist). Each page is measured three
 * times and the median run counts, as Lighthouse's docs advise against single-run variance.
 * Prints the scores and fails below the targets of docs/QUALITY.md. Needs both builds; run
 * through `npm run perf`.
 */
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/locations', '/articles', '/locations/thailand/bangkok'];
const MODES = [
  { name: 'real', port: 4311, dir: 'dist-real', performance: 95 },
  { name: 'mock', port: 4310, dir: 'dist', performance: 90 },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LH_RUNS ?? 3);

/** Starts a server in its own process group, so that stopping it also stops what npx started. */
function start(command, args, env = {}) {
  return spawn(command, args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } });
}

function stop(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function waitFor(url, attempts = 60) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

const servers = [
  start('npx', ['tsx', 'scripts/mock-server.ts'], { MOCK_API_PORT: '4400' }),
  ...MODES.map((mode) =>
    start('npx', [
      'vite',
      'preview',
      '--outDir',
      mode.dir,
      '--port',
      String(mode.port),
      '--strictPort',
    ]),
  ),
];
const failures = [];
let chrome;
try {
  await waitFor('http://127.0.0.1:4400/api/stats');
  for (const mode of MODES) await waitFor(`http://127.0.0.1:${mode.port}/`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  for (const mode of MODES) {
    console.log(`\nLighthouse (mobile), ${mode.name} mode:`);
    for (const path of PAGES) {
      const url = `http://127.0.0.1:${mode.port}${path}`;
      // One warm-up visit: mock mode installs its service worker on the first one.
      await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: CATEGORIES,
          output: 'json',
          logLevel: 'error',
        });
        runs.push(result.lhr);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const spread = runs.map((run) => Math.round(run.categories.performance.score * 100));
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
      if (process.env.LH_DEBUG) {
        const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        console.log(
          `    FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')} SI ${ms('speed-index')} TTI ${ms('interactive')}`,
        );
        console.log(
          `    LCP element: ${JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '')}`,
        );
        const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
        for (const shift of shifts)
          console.log(`    shift ${shift.score?.toFixed?.(3)} ${shift.node?.snippet ?? ''}`);
      }
      console.log(
        `  ${path.padEnd(30)} performance ${score('performance')} (runs ${spread.join(', ')})  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}  CLS ${cls.toFixed(3)}`,
      );
      const targets = {
        performance: mode.performance,
        accessibility: 100,
        'best-practices': 100,
        seo: 100,
      };
      for (const [id, target] of Object.entries(targets))
        if (score(id) < target)
          failures.push(`${mode.name} ${path}: ${id} ${score(id)} < ${target}`);
      if (cls > 0) failures.push(`${mode.name} ${path}: CLS ${cls.toFixed(3)} > 0`);
    }
  }
} finally {
  await chrome?.kill();
  for (const server of servers) stop(server);
}

if (failures.length) {
  console.error(`\nLighthouse targets missed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nOK: every Lighthouse target met.');
}
