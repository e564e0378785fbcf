// Run after `npm run build` and `npm run build:real`: proves the one switch (VITE_API_BASE_URL) drops the mock.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
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

test('the real-mode build ships no mock file: no service worker script, no world data', () => {
  assert.ok(existsSync('dist/mockServiceWorker.js') && existsSync('dist/mock-world/x1/job.json'));
  assert.deepEqual(
    ['mockServiceWorker.js', 'mock-world'].filter((file) => existsSync(`dist-real/${file}`)),
    [],
  );
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
