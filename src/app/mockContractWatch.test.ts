import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { dismissContractWatch } from '@/api/contractWatch';
import { expectConsoleError } from '@/test/console';
import { takeContractViolations } from '@/test/contractViolations';
import { reportContractViolation } from '@mocks/contractViolations';
import { watchMockContract } from './mockContractWatch';

afterEach(dismissContractWatch);

it("lists the mock's answers that break openapi.yaml in the contract watch, with their status", () => {
  const stopWatching = watchMockContract();
  expectConsoleError(/^\[contract\] GET \/jobs\/\{id\} 410 \(\/jobs\/7\) breaks openapi\.yaml:/);

  reportContractViolation({
    operation: 'GET /jobs/{id}',
    status: 410,
    path: '/jobs/7',
    issues: [{ field: '(status)', expected: '200, 404, 429, 500', received: '410' }],
  });
  stopWatching();

  const overlay = screen.getByRole('region', { name: 'Contract breaks' });
  const rows = within(overlay)
    .getAllByRole<HTMLTableRowElement>('row')
    .map((row) => Array.from(row.cells, (cell) => cell.textContent));
  expect(rows[1]).toEqual([
    'GET /jobs/{id} 410',
    '/jobs/7',
    '(status)',
    '200, 404, 429, 500',
    '410',
  ]);
  // The violation fails the test too (src/test/setup.ts): this one causes it on purpose.
  expect(takeContractViolations()).toHaveLength(1);
});
