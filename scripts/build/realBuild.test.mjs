// Run after `npm run build` and `npm run build:real`: proves the one switch (VITE_API_BASE_URL) drops the mock.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { allScripts, MOCK_MARKERS } from './bundle.mjs';

const contains = (dir) =>
  allScripts(dir).filter((script) => MOCK_MARKERS.some((marker) => script.text.includes(marker)));

test('the mock-mode build carries the mock backend in a lazy chunk', () => {
  assert.ok(contains('dist').length > 0, 'no mock code found in dist/: the markers are stale');
});

test('the real-mode build holds no mock code', () => {
  assert.deepEqual(
    contains('dist-real').map((script) => script.file),
    [],
  );
});

test('the real-mode build ships no mock file: no world data and no MSW service worker', () => {
  assert.ok(existsSync('dist/mock-world/x1/job.json'));
  assert.ok(existsSync('dist/mockServiceWorker.js'));
  assert.equal(existsSync('dist-real/mock-world'), false);
  assert.equal(existsSync('dist-real/mockServiceWorker.js'), false);
});

test('the mock-mode build holds no world generator: no faker', () => {
  assert.deepEqual(
    allScripts('dist')
      .filter((script) => /faker/i.test(script.text))
      .map((script) => script.file),
    [],
  );
});

test('the real-mode build calls the configured backend', () => {
  const scripts = allScripts('dist-real');
  assert.ok(scripts.some((script) => script.text.includes('http://127.0.0.1:4400/api')));
});

test('the real-mode build holds no secrets: no keys, private keys or demo passwords', () => {
  const SECRET_PATTERNS = [
    /AKIA[0-9A-Z]{16}/,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /\b(sk|pk|rk)_(live|test)_[0-9a-zA-Z]{10,}/,
    /\bBearer\s+[A-Za-z0-9._-]{20,}/,
    /Adventurer123!|Enterprise123!|Explorer123!/,
  ];
  const leaks = allScripts('dist-real').flatMap((script) =>
    SECRET_PATTERNS.filter((pattern) => pattern.test(script.text)).map(
      (pattern) => `${script.file}: ${pattern}`,
    ),
  );
  assert.deepEqual(leaks, []);
});

test('no build ships the contract watch: it runs in the dev server only', () => {
  const marker = 'departs from openapi.yaml';
  assert.ok(readFileSync('src/api/contractWatch.ts', 'utf8').includes(marker), 'stale marker');
  assert.deepEqual(
    [...allScripts('dist'), ...allScripts('dist-real')]
      .filter((script) => script.text.includes(marker))
      .map((script) => script.file),
    [],
  );
});

test('every script of both builds asks V8 to compile all of it while it streams in', () => {
  assert.deepEqual(
    [...allScripts('dist'), ...allScripts('dist-real')]
      .filter((script) => !script.text.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((script) => script.file),
    [],
  );
});

const dataPreloads = (file) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g,
    ),
  ].map(([, href]) => href.replaceAll('&amp;', '&'));

test("the real-mode build's list pages ask for their first public data beside the script", () => {
  assert.deepEqual(dataPreloads('dist-real/jobs/index.html'), [
    'http://127.0.0.1:4400/api/jobs?sort=date&direction=desc&page=1&per_page=10',
  ]);
  assert.deepEqual(dataPreloads('dist-real/locations/index.html'), [
    'http://127.0.0.1:4400/api/locations?sort=latest&page=1&per_page=12',
  ]);
  assert.deepEqual(dataPreloads('dist-real/articles/index.html'), [
    'http://127.0.0.1:4400/api/content?page=1&per_page=12',
  ]);
  // The classifieds answer a signed-in member differently: their data is not preloaded.
  assert.doesNotMatch(readFileSync('dist-real/classifieds/index.html', 'utf8'), /as="fetch"/);
});

/** The route and request templates a params page hands `public/params-preload.js`, or null. */
function paramsPreload(file) {
  const html = readFileSync(file, 'utf8');
  const [, route, requests] =
    /<script async src="\/params-preload\.js" data-route="([^"]+)" data-requests="([^"]+)">/.exec(
      html,
    ) ?? [];
  return route ? { route, requests: JSON.parse(requests.replaceAll('&quot;', '"')) } : null;
}

test("the real-mode build's params pages ask for their first public data once the address is read", () => {
  assert.deepEqual(paramsPreload('dist-real/_frames/jobs-id.html'), {
    route: '/jobs/$id',
    requests: ['http://127.0.0.1:4400/api/jobs/$id'],
  });
  assert.deepEqual(paramsPreload('dist-real/_frames/locations-country-slug.html'), {
    route: '/locations/$country/$slug',
    requests: ['http://127.0.0.1:4400/api/locations/$slug'],
  });
  // Mock mode preloads the world's files instead; the mock answers the page's own fetch.
  assert.equal(paramsPreload('dist/_frames/jobs-id.html'), null);
});

test("the mock-mode build's data pages ask for the mock and the world's files beside the script", () => {
  // Every file of the world at 1x but the long texts' (`*.late.*.json`), which come on first need.
  const worldFiles = readdirSync('dist/mock-world/x1')
    .filter((file) => file.endsWith('.json') && !file.includes('.late.'))
    .map((file) => `/mock-world/x1/${file}`);
  assert.equal(worldFiles.length, 7);
  for (const page of ['jobs/index.html', 'locations/index.html', '_frames/jobs-id.html']) {
    assert.deepEqual(dataPreloads(`dist/${page}`).toSorted(), worldFiles.toSorted(), page);
    assert.match(
      readFileSync(`dist/${page}`, 'utf8'),
      /<link rel="modulepreload" fetchpriority="low" href="\/assets\/mock-[\w-]+\.js">/,
      page,
    );
  }
  // The home page paints its own words first; its sections start the mock when they ask.
  assert.doesNotMatch(readFileSync('dist/index.html', 'utf8'), /as="fetch"|fetchpriority="low"/);
});

test('only the pages with a form load the form library', () => {
  const formsChunk = /<link rel="modulepreload" href="\/assets\/forms-[\w-]+\.js">/;
  for (const dir of ['dist', 'dist-real']) {
    for (const page of [
      'index.html',
      'jobs/index.html',
      'locations/index.html',
      '_frames/jobs-id.html',
    ])
      assert.doesNotMatch(readFileSync(`${dir}/${page}`, 'utf8'), formsChunk, `${dir}/${page}`);
    for (const page of ['login/index.html', 'contact/index.html'])
      assert.match(readFileSync(`${dir}/${page}`, 'utf8'), formsChunk, `${dir}/${page}`);
  }
});

test("a page loads the shared modules of the features it shows, and no other feature's", () => {
  const featureChunks = (html) =>
    [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([\w-]+)-shared-[\w-]+\.js">/g)]
      .map(([, feature]) => feature)
      .sort();
  for (const dir of ['dist', 'dist-real']) {
    const jobPage = featureChunks(readFileSync(`${dir}/_frames/jobs-id.html`, 'utf8'));
    assert.ok(jobPage.includes('jobs'), `${dir}: a job page loads jobs-shared`);
    for (const other of ['dating', 'forums', 'guides', 'advertise'])
      assert.ok(!jobPage.includes(other), `${dir}: a job page loads ${other}-shared`);
    const datingProfile = featureChunks(
      readFileSync(`${dir}/_frames/dating-profile-id.html`, 'utf8'),
    );
    assert.ok(datingProfile.includes('dating'), `${dir}: a profile loads dating-shared`);
    assert.ok(!datingProfile.includes('jobs'), `${dir}: a profile loads jobs-shared`);
  }
});
