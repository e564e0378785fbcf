/**
 * What holding the mock's answers to openapi.yaml costs (mocks/handlers/contractCheck.ts):
 * `npx tsx scripts/measure/contractCheckCost.ts`. The seeded mock's answers to a spread of calls
 * (pages of 100 jobs and locations, one job, an article list, a search, errors, a refused write)
 * go through the check again and again; the cost per answer is their time checked less their
 * time passed straight through.
 */
import { checkedAgainstContract } from '../../mocks/handlers/contractCheck';
import { server } from '../../mocks/node';
import { seedDatabase } from '../../mocks/seed';
import { startSeededSession } from '../../mocks/sessions';

const ORIGIN = 'http://localhost:3000/api';
const ROUNDS = 40;

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

const CALLS: Array<[operation: string, path: string, init?: RequestInit]> = [
  ['GET /jobs', '/jobs?per_page=100'],
  ['GET /jobs', '/jobs'],
  ['GET /jobs/{id}', '/jobs/7'],
  ['GET /jobs/{id}', '/jobs/123456'],
  ['GET /locations', '/locations?per_page=100'],
  ['GET /locations/{slug}', '/locations/ipoh'],
  ['GET /content', '/content'],
  ['GET /content/trending', '/content/trending'],
  ['GET /forums/topics', '/forums/topics'],
  ['GET /dating/profiles', '/dating/profiles'],
  ['GET /search', '/search?q=bangkok'],
  ['GET /stats', '/stats'],
  ['GET /auth/user', '/auth/user'],
  ['GET /favorites', '/favorites'],
  ['POST /jobs', '/jobs', post({ title: 'x' })],
];

await seedDatabase();
server.listen({ onUnhandledRequest: 'error' });
const token = await startSeededSession('premium');

const answers = [];
for (const [operation, path, init = {}] of CALLS) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (operation !== 'GET /auth/user') headers.set('Authorization', `Bearer ${token}`);
  const request = new Request(`${ORIGIN}${path}`, { ...init, headers });
  const response = await fetch(request.clone());
  const bytes = (await response.clone().text()).length;
  const resolve = async () => response.clone();
  answers.push({ operation, status: response.status, path, bytes, request, resolve });
}
server.close();

type Answer = (info: { request: Request; params: object }) => Promise<Response>;

async function timed(answer: Answer, request: Request): Promise<number> {
  const start = performance.now();
  await answer({ request, params: {} });
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Milliseconds the check adds to one answer: the median of its rounds checked less the median
 * passed through, taken in turns after a round to warm up, so a busy machine's pauses fall on both
 * alike and drop out of the medians.
 */
async function checkCost(operation: string, resolve: Answer, request: Request): Promise<number> {
  const checked = checkedAgainstContract(operation, resolve);
  const times = { checked: [] as number[], plain: [] as number[] };
  for (let round = 0; round <= ROUNDS; round += 1) {
    const [checkedTime, plainTime] = [await timed(checked, request), await timed(resolve, request)];
    if (round === 0) continue;
    times.checked.push(checkedTime);
    times.plain.push(plainTime);
  }
  return median(times.checked) - median(times.plain);
}

const rows = [];
for (const { operation, status, path, bytes, request, resolve } of answers) {
  const cost = await checkCost(operation, resolve, request);
  rows.push({
    answer: `${operation} ${status} (${path})`,
    kB: +(bytes / 1024).toFixed(1),
    'check ms': +cost.toFixed(3),
  });
}
console.table(rows);
const costs = rows.map((row) => row['check ms']);
console.log(
  `${answers.length * ROUNDS} answers checked: ${(costs.reduce((a, b) => a + b, 0) / costs.length).toFixed(2)} ms per answer on average over the ${answers.length} kinds, ${Math.max(...costs).toFixed(2)} ms at most.`,
);
