/**
 * Lighthouse 12 as each build's people meet it: the real build with the mobile preset, at the CPU
 * slowdown calibrated to this machine from Lighthouse's benchmarkIndex (visitors on phones); the
 * mock build with the desktop preset (developers, designers and QA on a desktop; `--mobile-mock`
 * measures it as a phone too, reported against no target). Every measured run is a first visit
 * in a new Chromium profile (no service worker, no cache); a repeat visit (same profile, storage
 * kept) is reported apart. Prints every run, the median and the calibration, and fails when a median
 * misses its target by more than the margin. A page whose runs measured the machine more than 20%
 * faster or slower than the calibration did is measured again at the slowdown they give. Needs `dist/` and `dist-real/`.
 *
 *   node scripts/measure/lighthouse.mjs [--modes=mock,real] [--pages=/,/jobs] [--runs=5] [--margin=0]
 *                               [--no-repeat] [--markdown] [--tasks=10] [--http1] [--mobile-mock]
 *                               [--against-dir=DIR]
 *
 * Each run's table is also written to `perf-results/` (ignored by git): history is the runs'
 * outputs, not the repository.
 *
 * `--against-dir=DIR` is an A/B (`npm run perf -- --against <git ref>` builds DIR): each page of
 * each mode is visited in this build and in DIR's alternately, at one slowdown, and both medians
 * and their difference are printed. A noisy hour moves both alike.
 *
 * The builds are served as a static host serves them, over HTTPS and so HTTP/2, with a throwaway
 * self-signed certificate (made with `openssl`, trusted by the measured Chromium alone);
 * `--http1` serves them over plain HTTP/1.1 as `vite preview` does by default.
 *
 * `--tasks=N` also lists, for each first visit, the main thread's tasks of N ms or more as they
 * ran unthrottled (Lighthouse multiplies them by the CPU slowdown for TBT), with what each did and
 * how much of its time the thread had the CPU.
 *
 * Each page's line also gives its runs' CPU share: of the time the main thread spent in the tasks
 * Lighthouse keeps (10 ms or more), the part it was running, not waiting for a core or on another
 * thread. The slowdown multiplies the waiting too, so a busy machine makes a page look slower.
 *
 * LH_CPU_MULTIPLIER skips the calibration.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { median, pageNavigation } from './measuring.mjs';

const ALL_PAGES = [
  '/',
  '/jobs',
  '/locations',
  '/articles',
  '/locations/thailand/bangkok',
  '/jobs/1',
];
const MOBILE_MOCK = process.argv.includes('--mobile-mock');
const ALL_MODES = [
  MOBILE_MOCK
    ? { name: 'mock', port: 4310, dir: 'dist', preset: 'mobile', targets: null }
    : { name: 'mock', port: 4310, dir: 'dist', preset: 'desktop', targets: { performance: 95 } },
  {
    name: 'real',
    port: 4311,
    dir: 'dist-real',
    preset: 'mobile',
    targets: { performance: 95, lcp: 2000, tbt: 150 },
  },
];
/** Where an A/B's other build is served: each mode's port plus this. */
const AGAINST_PORT_OFFSET = 10;
const CLS_TARGET = 0.01;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HTTP1 = process.argv.includes('--http1');
const TLS = HTTP1 ? null : certificate();
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  // Trusts our certificate alone, as a valid one: Chromium caches nothing from a site whose
  // certificate errors it merely ignores, and the repeat visit would measure no cache.
  ...(TLS ? [`--ignore-certificate-errors-spki-list=${TLS.spki}`] : []),
];

/**
 * Lighthouse's throttling docs put a high-end desktop (benchmarkIndex 1500–2000) at 4× (2–10×,
 * higher for a faster machine) from a mid-tier phone; their calculator gives about 6.2× at 2,000.
 * Both fit a slowdown of benchmarkIndex / 320, so a slower machine gets a smaller one.
 */
const MID_TIER_PHONE_INDEX = 320;
const CALIBRATION_RUNS = 3;
/** How far a page's runs may measure the machine from its calibration (see `measure`'s caller). */
const MAX_INDEX_DRIFT = 0.2;

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const flag = (name) => process.argv.includes(`--${name}`);

const PAGES = option('pages', ALL_PAGES.join(',')).split(',');
const MODES = ALL_MODES.filter((mode) =>
  option('modes', 'mock,real').split(',').includes(mode.name),
);
const RUNS = Number(option('runs', 5));
const MARGIN = Number(option('margin', 0));

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

/** Whether `url` answers 200; over HTTPS, whatever the certificate (ours is self-signed). */
function answers(url) {
  if (url.startsWith('http:')) return fetch(url).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).once('error', reject);
  });
}

async function waitFor(url, attempts = 120) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if (await answers(url)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A key and certificate for 127.0.0.1, made once and kept with the other caches, and the
 * certificate's public key hash (base64 SHA-256 of its SPKI), by which Chromium is told to trust it.
 */
function certificate() {
  const dir = 'node_modules/.cache/ginger-perf';
  const key = `${dir}/key.pem`;
  const cert = `${dir}/cert.pem`;
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
  }
  const publicKey = createPublicKey(readFileSync(cert)).export({ type: 'spki', format: 'der' });
  return {
    env: { PREVIEW_TLS_KEY: key, PREVIEW_TLS_CERT: cert },
    spki: createHash('sha256').update(publicKey).digest('base64'),
  };
}

/**
 * Lighthouse's config for a preset: the desktop one as Lighthouse ships it (no CPU slowdown), the
 * mobile one at the calibrated slowdown.
 */
function presetConfig(preset, cpuSlowdownMultiplier, extraSettings = {}) {
  if (preset === 'desktop')
    return { ...desktopConfig, settings: { ...desktopConfig.settings, ...extraSettings } };
  const throttling = cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {};
  return { extends: 'lighthouse:default', settings: { ...throttling, ...extraSettings } };
}

/** One visit in a new profile (chrome-launcher makes a fresh one per launch), then optionally a repeat. */
async function visit(
  url,
  { preset = 'mobile', cpuSlowdownMultiplier, categories, audits, repeat },
) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const settings = {
      port: chrome.port,
      onlyCategories: categories,
      onlyAudits: audits,
      output: 'json',
      logLevel: 'error',
    };
    const first = await lighthouse(url, settings, presetConfig(preset, cpuSlowdownMultiplier));
    // The calibration's visits run one audit and record no trace.
    const trace = first.artifacts.Trace;
    if (option('tasks') && trace) printTasks(trace.traceEvents, Number(option('tasks')));
    const cpuShare = trace ? mainThreadCpuShare(trace.traceEvents) : undefined;
    if (!repeat) return { first: first.lhr, cpuShare };
    const again = await lighthouse(
      url,
      { ...settings, disableStorageReset: true },
      presetConfig(preset, cpuSlowdownMultiplier, { disableStorageReset: true }),
    );
    return { first: first.lhr, cpuShare, repeat: again.lhr };
  } finally {
    await chrome.kill();
  }
}

/** What a task spent its time on, longest first: 'v8.evaluateModule 44 ms', 'Layout 36 ms'. */
const STEPS = new Set([
  'v8.evaluateModule',
  'v8.compileModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
]);

/** Lantern (Lighthouse's simulation) drops the main thread's tasks shorter than this. */
const SIGNIFICANT_TASK_MS = 10;

const onThreadOf = (navigation) => (event) =>
  event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid;

/** The page's main-thread tasks of `minMs` or more, from its navigation on. */
function mainThreadTasks(events, navigation, minMs) {
  const onMainThread = onThreadOf(navigation);
  return events.filter(
    (event) =>
      onMainThread(event) &&
      event.name === 'RunTask' &&
      event.ts >= navigation.ts &&
      event.dur >= minMs * 1000,
  );
}

/**
 * Of the wall time the page's main thread spent in tasks Lighthouse keeps, the share it ran on a
 * core (the trace's thread time), as a percentage; undefined when the trace has no thread times.
 */
function mainThreadCpuShare(events) {
  const navigation = pageNavigation(events);
  if (!navigation) return undefined;
  const tasks = mainThreadTasks(events, navigation, SIGNIFICANT_TASK_MS).filter(
    (task) => task.tdur !== undefined,
  );
  const wall = tasks.reduce((sum, task) => sum + task.dur, 0);
  const running = tasks.reduce((sum, task) => sum + task.tdur, 0);
  return wall ? Math.round((running / wall) * 100) : undefined;
}

/** The page's main-thread tasks of `minMs` or more, from navigation on, as the trace recorded them. */
function printTasks(events, minMs) {
  const navigation = pageNavigation(events);
  if (!navigation) {
    console.log('    (the trace has no main-frame navigation: no tasks to list)');
    return;
  }
  const onMainThread = onThreadOf(navigation);
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid,
  );
  const ms = (micros) => Math.round(micros / 1000);
  if (paint)
    console.log(`    first contentful paint (unthrottled) at ${ms(paint.ts - navigation.ts)} ms`);
  const steps = events.filter((event) => onMainThread(event) && STEPS.has(event.name));
  for (const task of mainThreadTasks(events, navigation, minMs)) {
    const inside = steps
      .filter((step) => step.ts >= task.ts && step.ts < task.ts + task.dur && step.dur >= 1000)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map(
        (step) =>
          `${step.name}${step.args?.data?.url ? ` (${step.args.data.url.split('/').pop()})` : ''} ${ms(step.dur)} ms`,
      );
    const running = task.tdur === undefined ? '' : ` (on the CPU ${ms(task.tdur)} ms)`;
    console.log(
      `    at ${String(ms(task.ts - navigation.ts)).padStart(5)} ms: ${String(ms(task.dur)).padStart(4)} ms${running}  ${inside.join(', ')}`,
    );
  }
}

/**
 * Why Lighthouse could not score a run (a score of null: no paint, a page error), or undefined.
 * Such a run measured nothing; counting it as 0 would drag the median down.
 */
function failureOf(lhr) {
  if (lhr.categories.performance?.score !== null) return undefined;
  const audit = Object.values(lhr.audits).find((candidate) => candidate.errorMessage);
  return lhr.runtimeError?.code ?? audit?.errorMessage ?? 'no performance score';
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function calibrate(url) {
  if (process.env.LH_CPU_MULTIPLIER)
    return { index: null, multiplier: Number(process.env.LH_CPU_MULTIPLIER) };
  const indexes = [];
  // Lighthouse measures the index before it loads the page: a plain file and one cheap audit
  // give the same index as a page's full run, in a third of the time.
  for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
    const { first } = await visit(url, { audits: ['viewport'], repeat: false });
    indexes.push(first.environment.benchmarkIndex);
  }
  const index = median(indexes);
  return { index, indexes, multiplier: multiplierFor(index) };
}

/** The runs' CPU shares (see the top of this file): '41% (38 45 41)', or '–' without thread times. */
function cpuShares(runs) {
  const shares = runs.map((run) => run.cpuShare).filter((share) => share !== undefined);
  return shares.length ? `${median(shares)}% (${shares.join(' ')})` : '–';
}

const multiplierFor = (index) => Math.max(1, Math.round((index / MID_TIER_PHONE_INDEX) * 10) / 10);

/**
 * `RUNS` first visits of `url` at this slowdown (the first one with a repeat visit, unless
 * `--no-repeat`). A run Lighthouse could not score is reported and replaced, up to as many again.
 */
async function measure(url, cpuSlowdownMultiplier, preset) {
  const runs = [];
  const failed = [];
  let repeat;
  while (runs.length < RUNS && failed.length < RUNS) {
    const visits = await visit(url, {
      preset,
      cpuSlowdownMultiplier,
      categories: CATEGORIES,
      repeat: runs.length === 0 && !flag('no-repeat'),
    });
    const failure = failureOf(visits.first);
    if (failure) {
      failed.push(failure);
      continue;
    }
    runs.push({ ...figures(visits.first), cpuShare: visits.cpuShare });
    if (visits.repeat && !repeat) {
      const repeatFailure = failureOf(visits.repeat);
      if (repeatFailure) failed.push(`the repeat visit: ${repeatFailure}`);
      else repeat = figures(visits.repeat);
    }
  }
  return { runs, failed, repeat };
}

const AGAINST_DIR = option('against-dir');
const previewOf = (dir, port) =>
  start(
    'npx',
    ['vite', 'preview', '--outDir', dir, '--port', String(port), '--strictPort'],
    TLS?.env,
  );
const servers = [
  ...(MODES.some((mode) => mode.name === 'real')
    ? [start('npx', ['tsx', 'scripts/cli/mockServer.ts'], { MOCK_API_PORT: '4400' })]
    : []),
  ...MODES.map((mode) => previewOf(mode.dir, mode.port)),
  ...(AGAINST_DIR
    ? MODES.map((mode) => previewOf(`${AGAINST_DIR}/${mode.dir}`, mode.port + AGAINST_PORT_OFFSET))
    : []),
];
const origin = (mode, port = mode.port) => `${HTTP1 ? 'http' : 'https'}://127.0.0.1:${port}`;
const failures = [];
const rows = [];

/** A page's line: the median's figures and each run's score. */
function summary(runs) {
  const mid = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
  const line =
    `performance ${mid.performance} (runs ${runs.map((run) => run.performance).join(' ')})` +
    `  LCP ${mid.lcp} ms  TBT ${mid.tbt} ms  CLS ${mid.cls.toFixed(3)}` +
    `  a11y ${mid.accessibility}  BP ${mid.bestPractices}  SEO ${mid.seo}`;
  return { mid, line };
}

/** The A/B of one page: this build's and the other's first visits, alternating. */
async function compare(mode, path, multiplier) {
  const visits = { this: [], against: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [side, port] of [
      ['this', mode.port],
      ['against', mode.port + AGAINST_PORT_OFFSET],
    ]) {
      const { first } = await visit(`${origin(mode, port)}${path}`, {
        preset: mode.preset,
        cpuSlowdownMultiplier: multiplier,
        categories: CATEGORIES,
        repeat: false,
      });
      const failure = failureOf(first);
      if (failure) console.log(`  ${path} (${side}): a run was not scored (${failure})`);
      else visits[side].push(figures(first));
    }
  }
  if (!visits.this.length || !visits.against.length) {
    failures.push(`${mode.name} ${path}: no scored run on one side`);
    return;
  }
  const mine = summary(visits.this);
  const theirs = summary(visits.against);
  const signed = (value) => (value > 0 ? `+${value}` : String(value));
  console.log(`  ${path}\n    this:    ${mine.line}\n    against: ${theirs.line}`);
  console.log(
    `    this − against: performance ${signed(mine.mid.performance - theirs.mid.performance)}` +
      `, LCP ${signed(mine.mid.lcp - theirs.mid.lcp)} ms, TBT ${signed(mine.mid.tbt - theirs.mid.tbt)} ms`,
  );
  rows.push({ mode: mode.name, path, mid: mine.mid, runs: visits.this, against: theirs.mid });
}

/** Where each run's table is written (ignored by git; CI keeps it as its output). */
const RESULTS_DIR = 'perf-results';

/** The run's rows as a Markdown table. */
function markdownTable() {
  const seconds = (ms) => (ms / 1000).toFixed(2);
  if (AGAINST_DIR)
    return [
      '| Mode | Page | Performance: this, against | LCP | TBT |',
      '| --- | --- | --- | --- | --- |',
      ...rows.map(
        ({ mode, path, mid, against }) =>
          `| ${mode} | \`${path}\` | ${mid.performance}, ${against.performance} | ${seconds(mid.lcp)}, ${seconds(against.lcp)} s | ${mid.tbt}, ${against.tbt} ms |`,
      ),
    ].join('\n');
  return [
    '| Mode | Page | Performance (runs) | LCP | TBT | CLS | a11y, BP, SEO | CPU share (runs) | Repeat visit |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ mode, path, mid, runs, repeat }) =>
        `| ${mode} | \`${path}\` | ${mid.performance} (${runs.map((run) => run.performance).join(' ')}) | ${seconds(mid.lcp)} s | ${mid.tbt} ms | ${mid.cls.toFixed(3)} | ${mid.accessibility}, ${mid.bestPractices}, ${mid.seo} | ${cpuShares(runs)} | ${repeat ? `${repeat.performance}, LCP ${seconds(repeat.lcp)} s` : '–'} |`,
    ),
  ].join('\n');
}

/** The targets a page's median misses. */
function missedTargets({ targets }, mid) {
  if (!targets) return [];
  return [
    mid.performance < targets.performance - MARGIN &&
      `performance ${mid.performance} < ${targets.performance}`,
    targets.lcp && mid.lcp > targets.lcp && MARGIN === 0 && `LCP ${mid.lcp} ms > ${targets.lcp}`,
    targets.tbt && mid.tbt > targets.tbt && MARGIN === 0 && `TBT ${mid.tbt} ms > ${targets.tbt}`,
    mid.cls > CLS_TARGET && `CLS ${mid.cls.toFixed(3)} > ${CLS_TARGET}`,
    mid.accessibility < 100 && `accessibility ${mid.accessibility}`,
    mid.bestPractices < 100 && `best practices ${mid.bestPractices}`,
    mid.seo < 100 && `SEO ${mid.seo}`,
  ].filter(Boolean);
}

try {
  if (servers.length > MODES.length * (AGAINST_DIR ? 2 : 1))
    await waitFor('http://127.0.0.1:4400/api/stats');
  for (const mode of MODES) {
    await waitFor(`${origin(mode)}/`);
    if (AGAINST_DIR) await waitFor(`${origin(mode, mode.port + AGAINST_PORT_OFFSET)}/`);
  }

  // The desktop preset runs at the machine's own speed: only the mobile one is calibrated.
  const calibration = MODES.some((mode) => mode.preset === 'mobile')
    ? await calibrate(`${origin(MODES[0])}/robots.txt`)
    : null;
  if (calibration)
    console.log(
      calibration.index === null
        ? `CPU slowdown ${calibration.multiplier}× for the mobile preset (LH_CPU_MULTIPLIER)`
        : `benchmarkIndex ${calibration.index} (runs ${calibration.indexes.join(', ')}): CPU slowdown ${calibration.multiplier}× for the mobile preset`,
    );

  for (const mode of MODES) {
    const multiplier = mode.preset === 'mobile' ? calibration.multiplier : undefined;
    if (AGAINST_DIR) {
      console.log(
        `\nA/B, ${mode.name} mode, ${mode.preset} preset (this build and ${AGAINST_DIR}'s alternating, median of ${RUNS}):`,
      );
      for (const path of PAGES) await compare(mode, path, multiplier);
      continue;
    }
    console.log(
      `\nFirst visits, ${mode.name} mode, ${mode.preset} preset (new profile each run, median of ${RUNS}):`,
    );
    for (const path of PAGES) {
      const url = `${origin(mode)}${path}`;
      let { runs, failed, repeat } = await measure(url, multiplier, mode.preset);
      for (const failure of failed) console.log(`  ${path}: a run was not scored (${failure})`);
      // The machine's speed moves within minutes: runs made while it was much faster or slower
      // than at the calibration are measured again at the slowdown their own index gives.
      const runsIndex = median(runs.map((run) => run.benchmarkIndex));
      if (
        multiplier &&
        calibration.index &&
        Math.abs(runsIndex / calibration.index - 1) > MAX_INDEX_DRIFT
      ) {
        const again = multiplierFor(runsIndex);
        console.log(
          `  ${path}: its runs measured a benchmarkIndex of ${runsIndex}, more than ${MAX_INDEX_DRIFT * 100}% off the calibration: measured again at ${again}×`,
        );
        ({ runs, failed, repeat } = await measure(url, again, mode.preset));
        for (const failure of failed) console.log(`  ${path}: a run was not scored (${failure})`);
      }
      if (runs.length < RUNS) {
        failures.push(`${mode.name} ${path}: only ${runs.length} of ${RUNS} runs were scored`);
        if (runs.length === 0) continue;
      }
      const { mid, line } = summary(runs);
      rows.push({ mode: mode.name, path, mid, runs, repeat });
      console.log(
        `  ${path.padEnd(28)} ${line}  benchmarkIndex ${mid.benchmarkIndex}  CPU share ${cpuShares(runs)}` +
          (repeat
            ? `  | repeat visit: ${repeat.performance}, LCP ${repeat.lcp} ms, TBT ${repeat.tbt} ms`
            : ''),
      );
      for (const miss of missedTargets(mode, mid)) failures.push(`${mode.name} ${path}: ${miss}`);
    }
  }

  const table = markdownTable();
  if (flag('markdown')) console.log(`\n${table}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}/lighthouse-${new Date().toISOString().replaceAll(':', '-')}.md`;
  writeFileSync(
    file,
    `\`node scripts/measure/lighthouse.mjs ${process.argv.slice(2).join(' ')}\`\n\n${table}\n`,
  );
  console.log(`\nThe table is in ${file}.`);
} finally {
  for (const server of servers) stop(server);
}

if (failures.length) {
  console.error(
    `\n${AGAINST_DIR ? 'The A/B could not measure' : 'Lighthouse targets missed'}${MARGIN ? ` (by more than ${MARGIN} points)` : ''}:\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(AGAINST_DIR ? '\nA/B done.' : '\nOK: every Lighthouse target met.');
}
