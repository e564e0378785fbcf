import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '@mocks/http/server';
import { api } from './client';
import { onContractBreak } from './contractBreaks';
import { startContractWatch } from './contractWatch';
import { getJob, getStats, listJobs } from './generated/sdk.gen';
import { user } from '@/test/user';

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, wrongShapeUnder: '/jobs' });
});
afterAll(async () => {
  onContractBreak(undefined);
  await mock.close();
});

it('reports every break of a backend that answers the wrong shape, in the console and an overlay', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  startContractWatch();

  await expect(getJob({ client: api, baseUrl: mock.url, path: { id: 1 } })).rejects.toMatchObject({
    kind: 'contract',
  });
  expect(consoleError).toHaveBeenCalledWith(
    [
      '[contract] GET /jobs/{id} (/jobs/1) breaks openapi.yaml:',
      '  data.id: expected number, received "1"',
      '  data.legacy_ref: expected no such field, received "legacy_ref"',
    ].join('\n'),
  );

  for (const attempt of [1, 2]) {
    // The same break twice (a refetch) is listed once.
    await expect(
      listJobs({ client: api, baseUrl: mock.url }),
      `call ${attempt}`,
    ).rejects.toMatchObject({
      kind: 'contract',
    });
  }

  const overlay = screen.getByRole('region', { name: 'Contract breaks' });
  expect(within(overlay).getByRole('status')).toHaveTextContent(
    '4 places where the backend departs from openapi.yaml.',
  );
  const rows = within(overlay)
    .getAllByRole<HTMLTableRowElement>('row')
    .map((row) => Array.from(row.cells, (cell) => cell.textContent));
  expect(rows).toEqual([
    ['Operation', 'Path', 'Field', 'Expected', 'Received'],
    ['GET /jobs/{id}', '/jobs/1', 'data.id', 'number', '"1"'],
    ['GET /jobs/{id}', '/jobs/1', 'data.legacy_ref', 'no such field', '"legacy_ref"'],
    ['GET /jobs', '/jobs', 'data.0.id', 'number', expect.stringMatching(/^"\d+"$/)],
    ['GET /jobs', '/jobs', 'data.0.legacy_ref', 'no such field', '"legacy_ref"'],
  ]);

  await user.click(within(overlay).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('region', { name: 'Contract breaks' })).toBeNull();
});

it('leaves the answers outside that path as the contract says', async () => {
  const { data } = await getStats({ client: api, baseUrl: mock.url });
  expect(data.data.travel_articles).toBeGreaterThan(0);
});
