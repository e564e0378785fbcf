// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readCodebase } from './contractDiff/affected';
import type { Contract } from './contractDiff/contract';
import { reviewContract } from './contractDiff/review';
import { routePattern } from './contractDiff/routePatterns';
import { PLACEHOLDER } from './contractDiff/sourceGraph';

const wholeContract = parse(readFileSync('openapi.yaml', 'utf8')) as Contract;
/**
 * The contract with only the paths the cases change, and every component: the whole contract
 * takes seconds a comparison, on a suite kept under 150 s (docs/decisions/0027-npm-test-under-150-s.md).
 */
const CASE_PATHS = ['/stats', '/jobs', '/jobs/{id}'];
const released: Contract = {
  ...wholeContract,
  paths: Object.fromEntries(CASE_PATHS.map((path) => [path, wholeContract.paths![path]!])),
};

interface SchemaObject {
  required: string[];
  properties: Record<string, unknown>;
  enum: string[];
}

/** A copy of the released contract, with its component schemas and operations at hand to change. */
function editableCopy() {
  const contract = structuredClone(released);
  const paths = contract.paths!;
  return {
    contract,
    paths,
    schema: (name: string) => contract.components!.schemas![name] as SchemaObject,
    operation: (path: string, method: string) =>
      paths[path]![method] as { parameters: Array<Record<string, unknown>> },
  };
}

/** The released contract and a copy changed by `change`, reviewed without looking at the code. */
function reviewChange(change: (copy: ReturnType<typeof editableCopy>) => void) {
  const copy = editableCopy();
  change(copy);
  return reviewContract(released, copy.contract, () => new Map());
}

const breakingSummaries = (review: ReturnType<typeof reviewChange>) =>
  review.changes
    .filter((change) => change.type === 'breaking')
    .map((change) => `${change.operation?.method} ${change.operation?.path} ${change.summary}`);

describe('contract:diff gate', () => {
  it('fails on a required response field removed', () => {
    const review = reviewChange(({ schema }) => {
      const siteStats = schema('SiteStats');
      siteStats.required = siteStats.required.filter((name) => name !== 'job_opportunities');
      delete siteStats.properties.job_opportunities;
    });
    expect(breakingSummaries(review)).toContain("GET /stats removed property 'job_opportunities'");
    expect(review.verdict.exitCode).toBe(1);
  });

  it('fails on an enum narrowed in a request', () => {
    const review = reviewChange(({ schema }) => {
      schema('JobSort').enum = ['date'];
    });
    expect(breakingSummaries(review)).toContain('GET /jobs removed "salary" from enum');
    expect(review.verdict.exitCode).toBe(1);
  });

  it('fails on an enum narrowed in a schema both written and read (a job posting)', () => {
    const review = reviewChange(({ schema }) => {
      schema('JobLocationType').enum = ['onsite', 'hybrid'];
    });
    expect(breakingSummaries(review)).toContain('POST /jobs removed "remote" from enum');
    expect(review.verdict.exitCode).toBe(1);
  });

  it('fails on an operation moved to another path', () => {
    const review = reviewChange(({ paths }) => {
      paths['/statistics'] = paths['/stats']!;
      delete paths['/stats'];
    });
    expect(breakingSummaries(review)).toEqual(['GET /stats removed the operation']);
    expect(review.verdict.exitCode).toBe(1);
  });

  it('passes an optional field added', () => {
    const review = reviewChange(({ schema }) => {
      schema('SiteStats').properties.cities = { type: 'integer', minimum: 0 };
    });
    expect(review.changes.map(({ type, summary }) => `${type} ${summary}`)).toContain(
      "non-breaking added property 'cities'",
    );
    expect(review.verdict.exitCode).toBe(0);
  });

  it('passes a breaking change released with a higher major version', () => {
    const review = reviewChange(({ contract, paths }) => {
      delete paths['/stats'];
      contract.info.version = '2.0.0';
    });
    expect(breakingSummaries(review)).toEqual(['GET /stats removed the operation']);
    expect(review.verdict).toEqual({
      exitCode: 0,
      message: expect.stringContaining('accepted by a major release (1.0.0 → 2.0.0)'),
    });
  });
});

describe('contract:diff affected files', () => {
  // Parses every source file of the repository: seconds, more on a busy machine.
  it(
    'names the code, mocks, stories and tests behind a changed operation',
    { timeout: 60_000 },
    () => {
      const { contract, operation } = editableCopy();
      operation('/jobs/{id}', 'get').parameters.push({
        name: 'preview',
        in: 'query',
        schema: { type: 'boolean' },
      });
      const review = reviewContract(released, contract, () => readCodebase(process.cwd()));

      expect(review.affected.map(({ title }) => title)).toEqual(['GET /jobs/{id} (getJob)']);
      const { files } = review.affected[0]!;
      expect(files.generated).toEqual(
        expect.arrayContaining(['getJob', 'getJobOptions', 'vGetJobPath']),
      );
      expect(files.wrappers).toContain('src/api/jobs.ts (jobQueryOptions)');
      expect(files.screens).toEqual([
        'src/features/jobs/JobDetailPage.tsx',
        'src/routes/jobs/$id.tsx',
      ]);
      expect(files.handlers).toEqual(['mocks/handlers/jobs.ts']);
      expect(files.stories).toContain('stories/features/jobs/JobDetailPage.stories.tsx');
      expect(files.tests).toEqual(
        expect.arrayContaining(['mocks/handlers/jobs.test.ts', 'src/features/jobs/Jobs.test.tsx']),
      );
    },
  );
});

describe('routePattern', () => {
  it('matches a page by the paths tests and stories write', () => {
    const job = routePattern.page('/jobs/$id', ['/jobs/', '/jobs/$id']);
    expect(['/jobs/7', '/jobs/7?tab=apply', `/jobs/${PLACEHOLDER}`].map(job.matches)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/jobs', '/jobs/7/similar', '/'].map(job.matches)).toEqual([false, false, false]);
  });

  it('lets a layout match the pages under it, without its pathless segment', () => {
    const lists = routePattern.page('/_member/lists', ['/_member/lists', '/_member/lists/$id']);
    expect(['/lists', '/lists/3', '/members'].map(lists.matches)).toEqual([true, true, false]);
  });

  it('matches an API path with or without its origin and /api prefix', () => {
    const job = routePattern.api('/jobs/{id}');
    expect(
      ['/jobs/1', `${PLACEHOLDER}/jobs/:id`, 'http://localhost/api/jobs/1'].map(job.matches),
    ).toEqual([true, true, true]);
    expect(job.matches(`/jobs${PLACEHOLDER}`)).toBe(false);
  });
});
