// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoggedAnswer } from './contractCoverage/answerLog';
import { coverageOf } from './contractCoverage/coverage';
import { figuresOf } from './contractCoverage/figures';
import { gapsOf, judge } from './contractCoverage/gaps';
import { handlerModulesByOperation } from './contractCoverage/handlerModules';
import { coverageHtml } from './contractCoverage/html';
import { operationsOf } from './contractCoverage/operations';
import { parseModule } from './contractDiff/sourceGraph';

/** Three operations; the shared 401 is documented by reference, as in openapi.yaml. */
const CONTRACT = `
openapi: 3.1.0
info: { title: Small, version: 1.0.0 }
paths:
  /jobs/{id}:
    get:
      responses:
        '200': { description: The job. }
        '404': { description: No such job. }
  /jobs/saved:
    get:
      responses:
        '200': { description: Saved jobs. }
        '401': { $ref: '#/components/responses/Unauthorized' }
  /jobs:
    post:
      responses:
        '201': { description: Posted. }
        '422': { description: Refused. }
components:
  responses:
    Unauthorized: { description: Sign in first. }
`;

const operations = operationsOf(CONTRACT);
const handlers = handlerModulesByOperation(
  new Map([
    [
      'mocks/handlers/jobs.ts',
      parseModule(
        'mocks/handlers/jobs.ts',
        `contract.get('/jobs/{id}', route(show));
         contract.get('/jobs/saved', route(saved));
         contract.post('/jobs', route(post));`,
        new Set(),
      ),
    ],
    [
      'mocks/handlers/jobs.test.ts',
      parseModule('mocks/handlers/jobs.test.ts', `contract.get('/jobs/{id}', x);`, new Set()),
    ],
  ]),
);

const LOG: LoggedAnswer[] = [
  // Vitest: the handlers' own answers, and what msw answered (the same, seen by request).
  { run: 'unit', by: 'mocks/handlers/jobs.test.ts', operation: 'GET /jobs/{id}', status: 200 },
  { run: 'unit', by: 'mocks/handlers/jobs.test.ts', request: 'GET /jobs/7', status: 200 },
  { run: 'unit', by: 'mocks/handlers/jobs.test.ts', operation: 'GET /jobs/{id}', status: 404 },
  { run: 'unit', by: 'mocks/handlers/jobs.test.ts', operation: 'GET /jobs/saved', status: 200 },
  { run: 'unit', by: 'mocks/handlers/jobs.test.ts', operation: 'POST /jobs', status: 201 },
  { run: 'unit', by: 'mocks/handlers/jobs.test.ts', operation: 'POST /jobs', status: 422 },
  // Stories: the job's page, its error state forced by the story, and a status not documented.
  { run: 'story', by: 'screens-job--default', request: 'GET /jobs/7', status: 200 },
  { run: 'story', by: 'screens-job--missing', request: 'GET /jobs/999', status: 404 },
  { run: 'story', by: 'screens-job--broken', request: 'GET /jobs/7', status: 500 },
  { run: 'story', by: 'screens-saved--default', request: 'GET /jobs/saved', status: 200 },
  // A browser test, and a request no operation serves.
  {
    run: 'e2e',
    by: 'e2e/jobs.spec.ts › posts a job [desktop]',
    request: 'POST /jobs',
    status: 201,
  },
  {
    run: 'e2e',
    by: 'e2e/jobs.spec.ts › posts a job [desktop]',
    request: 'GET /nothing',
    status: 404,
  },
];

const coverage = coverageOf(operations, handlers, LOG);
const row = (operation: string, status: number) =>
  coverage.operations
    .find((candidate) => candidate.operation === operation)
    ?.statuses.find((candidate) => candidate.status === status);

describe('the rows', () => {
  it('lists every operation at each status it documents, shared responses included', () => {
    expect(
      coverage.operations.map(({ operation, statuses }) => [
        operation,
        statuses.map(({ status }) => status),
      ]),
    ).toEqual([
      ['GET /jobs/{id}', [200, 404]],
      ['GET /jobs/saved', [200, 401]],
      ['POST /jobs', [201, 422]],
    ]);
  });

  it('names the handler module that registers each operation, not its tests', () => {
    expect(coverage.operations.map(({ handlers }) => handlers)).toEqual([
      ['mocks/handlers/jobs.ts'],
      ['mocks/handlers/jobs.ts'],
      ['mocks/handlers/jobs.ts'],
    ]);
  });

  it('reads a request as the operation whose template fits it best', () => {
    expect(row('GET /jobs/saved', 200)?.seenBy.story).toEqual(['screens-saved--default']);
    expect(row('GET /jobs/{id}', 200)?.seenBy.story).toEqual(['screens-job--default']);
  });

  it('says which answers a handler gave and who received each, once each', () => {
    expect(row('GET /jobs/{id}', 200)).toEqual({
      status: 200,
      produced: true,
      seenBy: {
        story: ['screens-job--default'],
        unit: ['mocks/handlers/jobs.test.ts'],
        e2e: [],
      },
    });
    expect(row('GET /jobs/saved', 401)).toMatchObject({ produced: false, seenBy: { story: [] } });
    expect(row('POST /jobs', 201)?.seenBy.e2e).toEqual([
      'e2e/jobs.spec.ts › posts a job [desktop]',
    ]);
  });

  it('sets apart answers at a status the operation does not document', () => {
    expect(coverage.undocumented).toEqual([
      { operation: 'GET /jobs/{id}', status: 500, run: 'story', by: 'screens-job--broken' },
    ]);
  });

  it('writes a page with a row group per operation and no external asset', () => {
    const html = coverageHtml(coverage, figuresOf(coverage), judge(coverage, {}));
    expect(html.match(/<tbody>/g)).toHaveLength(3 + 1);
    expect(html).toContain('<th scope="rowgroup" rowspan="2">GET /jobs/{id}</th>');
    expect(html).not.toMatch(/<(link|script|img)\b/);
  });
});

it('counts operations with a story of a success and of an error, and the statuses covered', () => {
  expect(figuresOf(coverage)).toEqual({
    operations: 3,
    withSuccessStory: 2,
    withErrorStory: 1,
    statuses: 6,
    producedByHandler: 5,
    shownByStory: 3,
    exercisedByUnit: 5,
    exercisedByE2e: 1,
  });
});

describe('the rule', () => {
  const gaps = [
    'GET /jobs/saved: no story shows an error',
    'GET /jobs/saved 401: no handler gave this answer',
    'POST /jobs: no story shows a success',
    'POST /jobs: no story shows an error',
  ];

  it('names an operation without a story of its success or an error, and a status no handler gave', () => {
    expect(gapsOf(coverage)).toEqual(gaps);
  });

  it('holds when every gap is on the list of known gaps', () => {
    const known = Object.fromEntries(gaps.map((gap) => [gap, 'a reason']));
    expect(judge(coverage, known)).toMatchObject({ passed: true, newGaps: [], closedGaps: [] });
  });

  it('fails on a gap the list does not name', () => {
    const known = Object.fromEntries(gaps.slice(1).map((gap) => [gap, 'a reason']));
    expect(judge(coverage, known)).toMatchObject({ passed: false, newGaps: [gaps[0]] });
  });

  it('fails on a listed gap that is covered now, so the list only shrinks', () => {
    const covered = 'GET /jobs/{id}: no story shows an error';
    const known = Object.fromEntries([...gaps, covered].map((gap) => [gap, 'a reason']));
    expect(judge(coverage, known)).toMatchObject({ passed: false, closedGaps: [covered] });
  });

  it('fails without judging when the stories or Vitest logged nothing', () => {
    const unitOnly = coverageOf(
      operations,
      handlers,
      LOG.filter(({ run }) => run === 'unit'),
    );
    expect(judge(unitOnly, {})).toEqual({
      gaps: [],
      newGaps: [],
      closedGaps: [],
      missingRuns: ['story'],
      passed: false,
    });
  });
});
