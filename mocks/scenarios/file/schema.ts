import * as v from 'valibot';
import { type TableName, tableSchemas } from '../../db';
import { isShippedScale } from '../../seed/shipped';
import { parseInstant } from '../scenario';

/**
 * The faker seed the world is built from (`mocks/seed/random.ts`, which brings faker with it: the
 * page must not). A file made from another seed names other rows; a test keeps the two equal.
 */
export const WORLD_SEED = 20_261_101;

const vTable = v.picklist(Object.keys(tableSchemas) as TableName[]);
const vFields = v.record(v.string(), v.unknown());

/** One row as it differs from the seed: the fields members changed, a row they made, or a tombstone. */
const vRowChange = v.variant('change', [
  v.object({ table: vTable, key: v.string(), change: v.literal('patch'), fields: vFields }),
  v.object({ table: vTable, key: v.string(), change: v.literal('row'), row: vFields }),
  v.object({ table: vTable, key: v.string(), change: v.literal('deleted') }),
]);

const vForcedStatus = v.object({
  path: v.pipe(v.string(), v.regex(/^\/[\w\-/]*$/, 'an API path such as /jobs')),
  status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
});

/** A scenario saved from the QA panel: enough to build the same world and show the same page. */
export const vScenarioFile = v.object({
  format: v.literal('ginger-scenario'),
  version: v.literal(1),
  seed: v.literal(WORLD_SEED, `a world built from seed ${WORLD_SEED}`),
  scale: v.pipe(v.number(), v.check(isShippedScale, 'a scale the build ships (1 or 10)')),
  /** The clock as it read when saved: the file pins it there. */
  clock: v.pipe(
    v.string(),
    v.check((text) => parseInstant(text) !== null, 'a UTC instant'),
  ),
  /** The page it was saved on: path and search. */
  route: v.pipe(v.string(), v.startsWith('/', 'a path of the site')),
  signedInAs: v.picklist(['visitor', 'free', 'premium', 'corporate']),
  switches: v.object({
    latencyMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000)),
    failureRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    empty: v.boolean(),
  }),
  overrides: v.object({ forced: v.array(vForcedStatus) }),
  rows: v.array(vRowChange),
});

export type ScenarioFile = v.InferOutput<typeof vScenarioFile>;

/** A file that is not what the panel saves, with what is wrong in it. */
export class NotAScenarioError extends Error {
  constructor(reason: string, kind = 'Ginger scenario') {
    super(`This file is not a ${kind}: ${reason}`);
    this.name = 'NotAScenarioError';
  }
}

/** The first thing wrong with a value, as `path: expected …`. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Reads a scenario file's JSON; throws `NotAScenarioError` saying what is wrong. */
export function readScenarioFile(json: unknown): ScenarioFile {
  const parsed = v.safeParse(vScenarioFile, json);
  if (!parsed.success) throw new NotAScenarioError(firstIssue(parsed.issues));
  return parsed.output;
}

/** Parses a file's text as JSON, or says it isn't JSON. */
export function parseJson(text: string, kind?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new NotAScenarioError('it is not JSON.', kind);
  }
}
