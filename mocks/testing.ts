/** Test helpers over the mock API (Vitest only). */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './node';
import { forgetSubmissions } from './handlers/idempotency';
import { FIXED_NOW } from './fixedClock';
import { buildWorldHere } from './seed';
import { seedDatabaseFrom } from './seed/fill';
import { reseedFrom } from './seed/reseed';
import { shipWorld } from './seed/ship';
import {
  decodeTable,
  LATE_TABLES,
  lateFieldsPath,
  type LateRows,
  shippedTablePath,
} from './seed/shipped';

/**
 * msw/node with the real handlers, the seeded world before every test (as a fresh seed would leave
 * it) and unhandled requests as errors.
 */
export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    forgetSubmissions();
    await reseedFrom(buildWorldHere);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * Seeds the world as the browser receives it first: without its late fields (`LATE_FIELDS`),
 * each of their files held back until `deliver()`. `loads()` counts the files answers asked for.
 * Returns the whole world too, to compare.
 */
export async function seedWithLateFieldsHeld() {
  const { world } = await buildWorldHere({ now: FIXED_NOW, scale: 1 });
  const shipped = await shipWorld(1);
  const received = (path: string) => decodeTable(JSON.parse(shipped.get(path)!), FIXED_NOW);
  let deliver = () => {};
  const held = new Promise<void>((resolve) => (deliver = resolve));
  let loads = 0;
  await seedDatabaseFrom(async () => ({
    world: {
      ...world,
      ...Object.fromEntries(
        LATE_TABLES.map((table) => [table, received(shippedTablePath(1, table))]),
      ),
    },
    loadLateFields: async (table, part) => {
      loads += 1;
      await held;
      return received(lateFieldsPath(1, table, part)) as LateRows;
    },
  }));
  return { world, deliver, loads: () => loads };
}

export const API_ORIGIN = 'http://localhost:3000/api';

/** A job posting the contract and the mock accept, for tests that post one. */
export const JOB_POSTING = {
  title: 'English Teacher (Primary)',
  company_name: 'Lotus Academy',
  company_url: 'https://lotus-academy.example',
  country: 'Vietnam',
  city: 'Hanoi',
  locationType: 'onsite',
  jobType: 'teaching',
  employment_type: 'full-time',
  experience_level: 'mid',
  currency: 'USD',
  salary_period: 'month',
  description: 'Teach English to classes of 20 children aged 7 to 11 in central Hanoi.',
  application_url: 'https://lotus-academy.example/apply',
};

/** A fetch straight to the mock API (as any client would), returning status and parsed body. */
export function callApi(path: string, init: RequestInit & { token?: string } = {}) {
  return callApiAt(API_ORIGIN, path, init);
}

/** The same, to an API at `origin` (e.g. the HTTP mock server). */
export async function callApiAt(
  origin: string,
  path: string,
  init: RequestInit & { token?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}
