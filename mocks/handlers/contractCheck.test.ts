// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { JobResponse } from '@/api/generated';
import { operationSchemas } from '@/api/generated/operationSchemas.gen';
import { checkContractViolations, takeContractViolations } from '@/test/contractViolations';
import { type ContractAnswer, onContractAnswer } from '@mocks/contractAnswers';
import { startSeededSession } from '@mocks/sessions';
import { callApi, JOB_POSTING, setupMockApi } from '@mocks/testing';
import { contract, json } from './http';

const server = setupMockApi();

async function seededJob(): Promise<JobResponse> {
  return (await callApi('/jobs/7')).body as JobResponse;
}

/** GET /jobs/{id} answered with `response` instead of its handler's answer. */
function jobAnsweredWith(response: Response) {
  // The cast stands in for what types can't catch: a handler that builds its answer loosely.
  server.use(contract.get('/jobs/{id}', async () => response as never));
}

describe('every answer of a contract handler is checked against openapi.yaml', () => {
  it('lets a documented answer through unremarked', async () => {
    await callApi('/jobs/7');
    await callApi('/jobs/123456');
    expect(takeContractViolations()).toEqual([]);
  });

  it('reports a property the schema does not declare', async () => {
    const { data } = await seededJob();
    jobAnsweredWith(json({ data: { ...data, legacy_ref: 'v1' } }));

    const { status } = await callApi('/jobs/7');

    expect(status).toBe(200);
    expect(takeContractViolations()).toEqual([
      {
        operation: 'GET /jobs/{id}',
        status: 200,
        path: '/jobs/7',
        issues: [{ field: 'data.legacy_ref', expected: 'no such field', received: '"legacy_ref"' }],
      },
    ]);
  });

  it('reports a required field that is missing', async () => {
    const { data } = await seededJob();
    const { title: _title, ...untitled } = data;
    jobAnsweredWith(json({ data: untitled }));

    await callApi('/jobs/7');

    expect(takeContractViolations()).toMatchObject([
      { operation: 'GET /jobs/{id}', status: 200, issues: [{ field: 'data.title' }] },
    ]);
  });

  it('reports a status the operation does not document, with those it does', async () => {
    jobAnsweredWith(json({ message: 'Gone.' }, 410));

    await callApi('/jobs/7');

    expect(takeContractViolations()).toMatchObject([
      {
        operation: 'GET /jobs/{id}',
        status: 410,
        issues: [{ field: '(status)', expected: '200, 404, 429, 500', received: '410' }],
      },
    ]);
  });

  it("holds an error's body to its status's schema", async () => {
    jobAnsweredWith(json({ error: 'not found' }, 404));

    await callApi('/jobs/7');

    expect(takeContractViolations()[0]?.issues.map((issue) => issue.field)).toEqual([
      'message',
      'error',
    ]);
  });

  it('reports an answer without the body its status documents', async () => {
    jobAnsweredWith(new HttpResponse(null, { status: 200 }));

    await callApi('/jobs/7');

    expect(takeContractViolations()).toMatchObject([
      { status: 200, issues: [{ field: '(body)', expected: 'JSON', received: 'no body' }] },
    ]);
  });

  it('reports a request body the contract refuses that the handler accepted', async () => {
    const job = await seededJob();
    server.use(contract.post('/jobs', async () => json(job, 201)));

    const { title: _title, ...untitled } = JOB_POSTING;
    await callApi('/jobs', {
      method: 'POST',
      body: JSON.stringify(untitled),
      token: await startSeededSession('free'),
    });

    expect(takeContractViolations()).toMatchObject([
      { operation: 'POST /jobs', status: 201, issues: [{ field: '(request) title' }] },
    ]);
  });

  it('fails the test that caused a violation, naming the operation, status and fields', async () => {
    const { data } = await seededJob();
    jobAnsweredWith(json({ data: { ...data, legacy_ref: 'v1' } }));
    await callApi('/jobs/7');

    // What src/test/setup.ts does after each test; it takes the violation, so this test passes.
    expect(() => checkContractViolations('during this test')).toThrow(
      /GET \/jobs\/\{id\} 200 \(\/jobs\/7\) breaks openapi\.yaml:\n {2}data\.legacy_ref: expected no such field/,
    );
    expect(takeContractViolations()).toEqual([]);
  });
});

it('tells whoever listens each answer it gave, by operation and status', async () => {
  const heard: ContractAnswer[] = [];
  const stopListening = onContractAnswer((answer) => heard.push(answer));
  await callApi('/jobs/7');
  await callApi('/jobs/123456');
  stopListening();
  await callApi('/jobs/8');

  expect(heard).toEqual([
    { operation: 'GET /jobs/{id}', status: 200 },
    { operation: 'GET /jobs/{id}', status: 404 },
  ]);
});

describe('every operation with a request body', () => {
  const withBodies = Object.entries(operationSchemas)
    .filter(([, schemas]) => 'request' in schemas)
    .map(([operation]) => operation.split(' ') as [string, string]);

  it.each(withBodies)('%s %s refuses a body the contract refuses', async (method, path) => {
    // A well-formed id of nothing: the body is read before the id is looked up.
    const { status } = await callApi(path.replace(/\{\w+\}/g, '12345678'), {
      method,
      body: JSON.stringify({ not_in_the_contract: true }),
      token: await startSeededSession('premium'),
    });
    expect(status).toBe(422);
  });
});
