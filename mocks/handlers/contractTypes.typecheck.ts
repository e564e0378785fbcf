/**
 * Compile-time proof that handlers are typed from openapi.yaml: `tsc` compiles this file (it is
 * not a test, and nothing imports it), and each `@ts-expect-error` fails the type check once the
 * line under it compiles.
 */
import { contract, json, notFound } from './http';
import { route } from './route';

export const checkedHandlers = [
  // The shape the operation declares compiles, and so does a documented error.
  contract.get(
    '/jobs/{id}/similar',
    route({}, () => json({ data: [] })),
  ),
  contract.get(
    '/jobs/{id}',
    route({}, () => notFound('Job')),
  ),
  contract.get(
    '/jobs/{id}',
    // @ts-expect-error -- a job's `data` is a Job, not a string
    route({}, () => json({ data: 'not a job' })),
  ),
  contract.post(
    '/content/{slug}/like',
    // @ts-expect-error -- the like count is a number
    route({}, () => json({ likes: '3' })),
  ),
  contract.get(
    '/stats',
    // @ts-expect-error -- the counts are all there, or the answer breaks the contract
    route({}, () => json({ data: { travel_articles: 1 } })),
  ),
  contract.get(
    // @ts-expect-error -- the contract has no such operation
    '/nowhere',
    route({}, () => notFound('Page')),
  ),
];
