import { screen, within } from '@testing-library/react';
import type { HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import type { StatsResponse } from '@/api/generated';
import { expectConsoleError } from '@/test/console';
import { takeContractViolations } from '@/test/contractViolations';
import { contract, json } from '@mocks/handlers/http';
import { callApi, setupMockApi } from '@mocks/testing';
import { forgetEarlierContractBreaks, markContractBreaks } from './contractBreaks';

const server = setupMockApi();

afterEach(forgetEarlierContractBreaks);

/** GET /stats answered by a handler made to break the contract in the way `answer` does. */
function statsAnsweredWith(answer: Response) {
  // The cast stands in for what types can't catch: a handler that builds its answer loosely.
  server.use(contract.get('/stats', async () => answer as HttpResponse<StatsResponse>));
}

it('marks a story whose mock answers break openapi.yaml: each break is listed over the story', async () => {
  const stopMarking = markContractBreaks();
  expectConsoleError(/^\[contract\] GET \/stats 200/, /^\[contract\] GET \/stats 418/);
  const { data } = (await callApi('/stats')).body as StatsResponse;
  const { guides: _guides, ...withoutGuides } = data;

  statsAnsweredWith(json({ data: { ...data, visitors_today: 12 } }));
  await callApi('/stats');
  statsAnsweredWith(json({ data: withoutGuides }));
  await callApi('/stats');
  statsAnsweredWith(json({ message: 'I am a teapot.' }, 418));
  await callApi('/stats');
  stopMarking();

  const overlay = screen.getByRole('region', { name: 'Contract breaks' });
  const fields = within(overlay)
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1)
    .map((row) => row.cells[2]?.textContent);
  expect(fields).toEqual(['data.visitors_today', 'data.guides', '(status)']);
  // Each break fails the test as well (src/test/setup.ts); these are caused on purpose.
  expect(takeContractViolations()).toHaveLength(3);

  forgetEarlierContractBreaks();
  expect(screen.queryByRole('region', { name: 'Contract breaks' })).not.toBeInTheDocument();
});
