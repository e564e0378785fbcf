// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { appendAnswers, readAnswerLogs, requestOf } from './answerLog';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-coverage-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true })));

it('names an API request by its method and contract path, and nothing outside the API', () => {
  expect(requestOf('get', 'http://127.0.0.1:4310/api/jobs/7?page=2')).toBe('GET /jobs/7');
  expect(requestOf('POST', 'http://127.0.0.1:4400/api/auth/login')).toBe('POST /auth/login');
  expect(requestOf('GET', 'http://127.0.0.1:4310/mock-world/x1/job.json')).toBeNull();
});

it('reads back every answer each run appended, with who received it', () => {
  const dir = newDir();
  appendAnswers(dir, 'unit', 'mocks/handlers/jobs.test.ts', [
    { operation: 'GET /jobs/{id}', status: 200 },
  ]);
  appendAnswers(dir, 'story', 'screens-jobs--default', [{ request: 'GET /jobs', status: 200 }]);
  appendAnswers(dir, 'story', 'screens-jobs--empty', []);

  expect(readAnswerLogs(dir)).toEqual(
    expect.arrayContaining([
      { run: 'unit', by: 'mocks/handlers/jobs.test.ts', operation: 'GET /jobs/{id}', status: 200 },
      { run: 'story', by: 'screens-jobs--default', request: 'GET /jobs', status: 200 },
    ]),
  );
  expect(readAnswerLogs(dir)).toHaveLength(2);
});

it('reads no answer where no run logged any', () => {
  expect(readAnswerLogs(newDir())).toEqual([]);
});
