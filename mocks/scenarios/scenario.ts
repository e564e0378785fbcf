import { isShippedScale } from '../seed/shipped';

/**
 * QA scenarios for the mock API, set from the URL (`?mock=slow,empty`) or the mock panel and kept
 * for the browser session:
 *
 * - `slow` (1.5 s per call), `latency:<ms>`
 * - `fail:<rate>`: that share of calls (0 to 1) fails with a 500
 * - `status:<path>=<code>`: calls whose path starts with `<path>` (after /api) answer `<code>`
 * - `empty`: every list, search and count answers empty
 * - `as:<free|premium|corporate|visitor>`: sign in as that seeded account (or sign out)
 * - `clock:<instant>` (e.g. `clock:2028-02-29T10:00:00Z`): the clock reads that instant and runs
 *   on from it, and the world is built around it; `clock:real` goes back to real time
 * - `scale:<1|10>`: that many times the seeded rows (the scales a build ships)
 * - `reset`: back to the seed, dropping what was created; `off`: no scenario
 */
export type ForcedStatus = { path: string; status: number };

export type Scenario = {
  latencyMs: number;
  failureRate: number;
  forced: ForcedStatus[];
  empty: boolean;
  /** How far the pinned clock is from real time; null when it reads real time. */
  clockOffsetMs: number | null;
  /** How many times the seeded rows the world holds. */
  scale: number;
};

export type SignInAs = 'free' | 'premium' | 'corporate' | 'visitor';

export type ScenarioCommand = {
  scenario: Scenario;
  signInAs: SignInAs | null;
  reset: boolean;
};

export const NO_SCENARIO: Scenario = {
  latencyMs: 0,
  failureRate: 0,
  forced: [],
  empty: false,
  clockOffsetMs: null,
  scale: 1,
};

const SLOW_MS = 1500;
const MAX_LATENCY_MS = 30_000;
const SIGN_IN_AS = new Set<string>(['free', 'premium', 'corporate', 'visitor']);

/** A full UTC instant (`2028-02-29T10:00:00Z`) that names a real calendar day, or null. */
export function parseInstant(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.exec(text);
  if (!match) return null;
  const date = new Date(text);
  // Date accepts 2026-02-31 and rolls it over to March: a day that doesn't exist is refused.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(match[1]!) ? date : null;
}

/**
 * Reads `?mock=` tokens on top of `current`; unknown or malformed tokens are ignored. A pinned
 * clock is kept as its distance from `realNow`, so it runs on across reloads.
 */
export function parseScenario(
  param: string,
  current: Scenario = NO_SCENARIO,
  realNow: number = Date.now(),
): ScenarioCommand {
  const scenario: Scenario = { ...current, forced: [...current.forced] };
  let signInAs: SignInAs | null = null;
  let reset = false;
  for (const token of param.split(',').map((part) => part.trim())) {
    const [name = '', value = ''] = token.split(/:(.*)/s);
    if (token === 'off') Object.assign(scenario, NO_SCENARIO, { forced: [] });
    else if (token === 'slow') scenario.latencyMs = SLOW_MS;
    else if (token === 'empty') scenario.empty = true;
    else if (token === 'reset') reset = true;
    else if (name === 'latency' && /^\d+$/.test(value))
      scenario.latencyMs = Math.min(Number(value), MAX_LATENCY_MS);
    else if (name === 'fail' && /^(0(\.\d+)?|1(\.0+)?)$/.test(value))
      scenario.failureRate = Number(value);
    else if (name === 'as' && SIGN_IN_AS.has(value)) signInAs = value as SignInAs;
    else if (name === 'clock' && value === 'real') scenario.clockOffsetMs = null;
    else if (name === 'clock' && parseInstant(value))
      scenario.clockOffsetMs = parseInstant(value)!.getTime() - realNow;
    else if (name === 'scale' && isShippedScale(Number(value))) scenario.scale = Number(value);
    else if (name === 'status') {
      const match = /^(\/[\w\-/]*)=([45]\d\d)$/.exec(value);
      if (!match) continue;
      // The last status given for a path replaces any earlier one.
      scenario.forced = scenario.forced.filter((rule) => rule.path !== match[1]);
      scenario.forced.push({ path: match[1]!, status: Number(match[2]) });
    }
  }
  return { scenario, signInAs, reset };
}

/** The forced status for an API path (without /api), if a scenario forces one. */
export function forcedStatus(scenario: Scenario, apiPath: string): number | undefined {
  return scenario.forced.find(
    (rule) => apiPath === rule.path || apiPath.startsWith(`${rule.path}/`),
  )?.status;
}

const ZEROED_META: Record<string, number> = { total: 0, count: 0, current_page: 1, last_page: 1 };

/** A response body as an empty state would see it: no items, zero totals and counters. */
export function emptied(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const result: Record<string, unknown> = { ...record };
  if (Array.isArray(record.data)) result.data = [];
  else if (record.data && typeof record.data === 'object' && isCounters(record.data))
    result.data = Object.fromEntries(Object.keys(record.data).map((key) => [key, 0]));
  if (record.meta && typeof record.meta === 'object') {
    result.meta = Object.fromEntries(
      Object.entries(record.meta).map(([key, value]) => [key, ZEROED_META[key] ?? value]),
    );
  }
  if (Array.isArray(record.sections)) {
    result.sections = (record.sections as Array<Record<string, unknown>>).map((section) => ({
      ...section,
      total: 0,
      items: [],
    }));
  }
  if (Array.isArray(record.related)) result.related = [];
  return result;
}

/** Site counters (`GET /stats`): an object of numbers only. */
function isCounters(value: object): boolean {
  const values = Object.values(value);
  return values.length > 0 && values.every((entry) => typeof entry === 'number');
}
