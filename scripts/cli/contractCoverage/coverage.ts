import type { LoggedAnswer, Run } from './answerLog';
import { operationMatcher, type Operation } from './operations';

export const RUNS: readonly Run[] = ['story', 'unit', 'e2e'];

/** One documented status of an operation, and what gave and received that answer. */
export type StatusCoverage = {
  status: number;
  /** Whether a `contract.*` handler gave this answer in some run. */
  produced: boolean;
  /** The story ids, Vitest files and browser tests that received it, sorted. */
  seenBy: Record<Run, string[]>;
};

export type OperationCoverage = {
  operation: string;
  /** The handler modules that register the operation. */
  handlers: string[];
  statuses: StatusCoverage[];
};

/** An answer at a status its operation doesn't document (a story's or a test's own override). */
export type Undocumented = { operation: string; status: number; run: Run; by: string };

export type Coverage = {
  operations: OperationCoverage[];
  undocumented: Undocumented[];
  /** The runs that logged any answer. */
  logged: Run[];
};

const emptySeenBy = (): Record<Run, Set<string>> => ({
  story: new Set(),
  unit: new Set(),
  e2e: new Set(),
});

/** A row per operation and documented status, from the contract, the handlers and the runs' logs. */
export function coverageOf(
  operations: readonly Operation[],
  handlers: ReadonlyMap<string, string[]>,
  answers: readonly LoggedAnswer[],
): Coverage {
  const operationOf = operationMatcher(operations);
  const documented = new Map(operations.map(({ name, statuses }) => [name, new Set(statuses)]));
  const seen = new Map<string, Record<Run, Set<string>>>();
  const produced = new Set<string>();
  const undocumented = new Map<string, Undocumented>();
  for (const answer of answers) {
    const operation = 'operation' in answer ? answer.operation : operationOf(answer.request);
    if (!operation) continue;
    const { status, run, by } = answer;
    if (!documented.get(operation)?.has(status)) {
      undocumented.set(JSON.stringify([operation, status, run, by]), {
        operation,
        status,
        run,
        by,
      });
      continue;
    }
    const key = `${operation} ${status}`;
    if ('operation' in answer) produced.add(key);
    const seenBy = seen.get(key) ?? emptySeenBy();
    seenBy[run].add(by);
    seen.set(key, seenBy);
  }
  return {
    operations: operations.map(({ name, statuses }) => ({
      operation: name,
      handlers: handlers.get(name) ?? [],
      statuses: statuses.map((status) => {
        const seenBy = seen.get(`${name} ${status}`) ?? emptySeenBy();
        return {
          status,
          produced: produced.has(`${name} ${status}`),
          seenBy: {
            story: [...seenBy.story].sort(),
            unit: [...seenBy.unit].sort(),
            e2e: [...seenBy.e2e].sort(),
          },
        };
      }),
    })),
    undocumented: [...undocumented.values()],
    logged: RUNS.filter((run) => answers.some((answer) => answer.run === run)),
  };
}
