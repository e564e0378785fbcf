/**
 * Bundle budgets: builds the app in real-backend mode and in mock mode and
 * reports the JavaScript a first visit to `/` downloads (gzip). Fails when real mode exceeds
 * 120 kB, the mock code or the largest lazy chunk exceeds its budget, or mock code leaks into the
 * real build, then runs Lighthouse (scripts/lighthouse.mjs, first visits).
 * `--no-build` reuses dist/ and dist-real/; `--no-lighthouse` skips Lighthouse; `--bytes-only`
 * (CI) also skips the timing of the mock world's build, which no budget checks.
 *
 * `--against <git ref>` measures a change instead: it builds the ref in a worktree of its own
 * (`againstBuild.mjs`) and runs Lighthouse's first visits of both builds alternating, at one
 * slowdown (`lighthouse.mjs --against-dir`), printing both medians and their difference. Takes
 * `--modes`, `--pages`, `--runs`, `--markdown` and `--mobile-mock` as lighthouse.mjs does.
 */
import { execFileSync, execSync } from 'node:child_process';
import { buildAgainst } from './againstBuild.mjs';
import { allScripts, initialScripts, kB, MOCK_MARKERS, preloadedWorldFiles } from './bundle.mjs';

const BUDGET_BYTES = 120_000;
/**
 * The mock code a page loads in mock mode: msw's worker client, the database, our handlers, the
 * storage; the QA panel, which only QA sessions load, is counted apart. Mock mode is a tool for
 * developers, designers and QA on a desktop, so this budget only keeps it from growing unseen:
 * 83.4 kB since it runs behind MSW's service worker again (2026-11-29,
 * docs/decisions/0001-mock-mode-runs-in-msw-service-worker.md).
 */
const MOCK_BUDGET_BYTES = 83_500;
/**
 * The largest lazy chunk of the real build: the shared `common` chunk, which every page with data
 * loads beside its own (the API client, the generated endpoint layer's response checks, shared
 * UI, react-helmet-async). 68.1 kB until 2026-11-27, when the form library, the forms two pages
 * share and their rules moved to a `forms` chunk of their own (16.4 kB, `scripts/chunkGroups.ts`),
 * which only pages with a form load: 52.1 kB; 51.7 kB since the guides read their category from
 * the location list instead of working it out (2026-11-27); 51.2 kB since the mock's backend runs
 * in a worker (2026-11-27); 51.8 kB since symbols are drawn (`src/ui/Icon.tsx`, 2026-11-28)
 * instead of typed as characters the text's font lacks; 51.9 kB since numbers, plurals and
 * relative times are written out (`src/lib/format.ts`, 2026-11-28) instead of loading ICU's data;
 * 33.6 kB since a feature's modules that several pages share have a chunk of their own
 * (`<feature>-shared`, 2026-11-28), so a job page no longer downloads the dating profile. The generated layer is one module, so
 * each operation a page uses adds its query options and response check here; splitting it by tag
 * would let each page load only its own.
 */
const LAZY_CHUNK_BUDGET_BYTES = 33_700;
const REAL_DIR = 'dist-real';
const MOCK_DIR = 'dist';

if (!process.argv.includes('--no-build')) {
  execSync('npm run build:real', { stdio: 'inherit' });
  execSync('npm run build', { stdio: 'inherit' });
}

/** `--against <git ref>` (or `--against=<ref>`): an A/B of first visits instead of the budgets. */
const againstAt = process.argv.findIndex((arg) => arg.startsWith('--against'));
if (againstAt !== -1) {
  const argument = process.argv[againstAt];
  const ref = argument.includes('=') ? argument.split('=')[1] : process.argv[againstAt + 1];
  const passed = process.argv
    .slice(2)
    .filter((arg) => /^--(modes|pages|runs|markdown|mobile-mock|http1)/.test(arg));
  execFileSync(
    'node',
    ['scripts/lighthouse.mjs', `--against-dir=${buildAgainst(ref)}`, ...passed],
    { stdio: 'inherit' },
  );
  process.exit(0);
}

function report(label, outDir) {
  const shell = initialScripts(outDir);
  const total = shell.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`\n${label}: the app's entry (every page loads it) = ${kB(total)} gzip`);
  for (const script of shell) console.log(`  ${script.file.padEnd(40)} ${kB(script.gzip)}`);
  const home = initialScripts(outDir, 'index.html');
  const homeTotal = home.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`  with the chunks / preloads (its route and the shared UI): ${kB(homeTotal)} gzip`);
  return total;
}

const realTotal = report('Real-backend mode', REAL_DIR);
const mockTotal = report('Mock mode', MOCK_DIR);

const mockChunks = allScripts(MOCK_DIR).filter((script) =>
  MOCK_MARKERS.some((marker) => script.text.includes(marker)),
);
const isQaPanel = (script) => /(^|\/)mock-panel-/.test(script.file);
const mockBytes = mockChunks
  .filter((script) => !isQaPanel(script))
  .reduce((sum, script) => sum + script.gzip, 0);
console.log(`\nMock code, loaded lazily in mock mode only: ${kB(mockBytes)} gzip for a page`);
for (const script of mockChunks)
  console.log(
    `  ${script.file.padEnd(40)} ${kB(script.gzip)}${isQaPanel(script) ? ' (QA sessions only)' : ''}`,
  );

/** The pages the first-visit targets name, by their build-time HTML. */
const WORLD_PAGES = {
  '/': 'index.html',
  '/jobs': 'jobs/index.html',
  '/locations': 'locations/index.html',
  '/articles': 'articles/index.html',
  'a job page': '_frames/jobs-id.html',
  'a location page': '_frames/locations-country-slug.html',
};
console.log("\nThe mock world's files a page's HTML preloads (its first answers wait for them):");
for (const [page, html] of Object.entries(WORLD_PAGES)) {
  const files = preloadedWorldFiles(MOCK_DIR, html);
  const bytes = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`  ${page.padEnd(18)} ${kB(bytes).padStart(8)} gzip in ${files.length} files`);
}

// Visitors meet the real build: its chunks are the ones held to the budget.
const entryFiles = new Set(initialScripts(REAL_DIR).map((script) => script.file));
const [largestLazy] = allScripts(REAL_DIR)
  .filter((script) => !entryFiles.has(script.file))
  .sort((a, b) => b.gzip - a.gzip);
console.log(
  `Largest lazy chunk of the real build: ${largestLazy.file} ${kB(largestLazy.gzip)} gzip`,
);

if (!process.argv.includes('--bytes-only'))
  execSync('npx tsx scripts/seed-benchmark.ts', { stdio: 'inherit' });

const leaks = allScripts(REAL_DIR).filter((script) =>
  MOCK_MARKERS.some((marker) => script.text.includes(marker)),
);
let failed = false;
if (leaks.length) {
  console.error(
    `\nFAIL: mock code in the real build: ${leaks.map((script) => script.file).join(', ')}`,
  );
  failed = true;
}
for (const [label, bytes, budget] of [
  ['mock code', mockBytes, MOCK_BUDGET_BYTES],
  [`largest lazy chunk (${largestLazy.file})`, largestLazy.gzip, LAZY_CHUNK_BUDGET_BYTES],
]) {
  if (bytes > budget) {
    console.error(`\nFAIL: ${label} ${kB(bytes)} is over its ${kB(budget)} budget`);
    failed = true;
  } else console.log(`OK: ${label} ${kB(bytes)} within ${kB(budget)}`);
}
if (realTotal > BUDGET_BYTES) {
  console.error(`\nFAIL: real-mode entry ${kB(realTotal)} is over the ${kB(BUDGET_BYTES)} budget`);
  failed = true;
} else {
  console.log(
    `\nOK: real-mode entry ${kB(realTotal)} within ${kB(BUDGET_BYTES)} (mock mode ${kB(mockTotal)})`,
  );
}

// Lighthouse first visits take about fifteen minutes; CI skips them (docs/QUALITY.md says why).
if (!process.argv.includes('--no-lighthouse')) {
  try {
    execSync('node scripts/lighthouse.mjs', { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
