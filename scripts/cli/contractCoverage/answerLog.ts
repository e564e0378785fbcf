import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Where the runs write the answers the mock gave, and `npm run contract:coverage` reads them:
 * `<dir>/runs/*.jsonl`. Unset, nothing is recorded.
 */
export const COVERAGE_DIR_VARIABLE = 'CONTRACT_COVERAGE_DIR';

/** The run an answer was given in: Vitest, the screenshot run of the stories, the browser tests. */
export type Run = 'unit' | 'story' | 'e2e';

/**
 * One answer as a run saw it: the operation a `contract.*` handler answered ('GET /jobs/{id}'),
 * or the request any handler answered ('GET /jobs/7'), with its status.
 */
export type Answer = { status: number } & ({ operation: string } | { request: string });

/** An answer, and the test file, story id or browser test that asked for it. */
export type LoggedAnswer = Answer & { run: Run; by: string };

/** The directory answers are recorded into, when recording is switched on. */
export function coverageDir(): string | undefined {
  return process.env[COVERAGE_DIR_VARIABLE] || undefined;
}

/** The request of an API address, as its operation names it: 'GET /jobs/7' for `/api/jobs/7?x=1`; null outside the API. */
export function requestOf(method: string, url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') ? `${method.toUpperCase()} ${pathname.slice(4)}` : null;
}

/** Adds the answers `by` saw to this process's (and thread's) log, one JSON line each. */
export function appendAnswers(dir: string, run: Run, by: string, answers: Iterable<Answer>): void {
  const lines = [...answers].map((answer) => `${JSON.stringify({ run, by, ...answer })}\n`);
  if (lines.length === 0) return;
  const runs = path.join(dir, 'runs');
  mkdirSync(runs, { recursive: true });
  appendFileSync(path.join(runs, `${run}-${process.pid}-${threadId}.jsonl`), lines.join(''));
}

/** Every answer logged under `dir`, in no particular order. */
export function readAnswerLogs(dir: string): LoggedAnswer[] {
  const runs = path.join(dir, 'runs');
  if (!existsSync(runs)) return [];
  return readdirSync(runs)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => readFileSync(path.join(runs, file), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LoggedAnswer);
}
