import type { Run } from './answerLog';
import type { Coverage } from './coverage';
import { isError, isSuccess } from './operations';

/** The runs the rule reads: the stories' screenshot run, and Vitest (where handlers are heard). */
export const RULED_RUNS: readonly Run[] = ['story', 'unit'];

/**
 * What the CI rule asks of every operation, as one line per hole: a story that shows a success,
 * one that shows a documented error, and a handler that gives each documented status.
 */
export function gapsOf({ operations }: Coverage): string[] {
  return operations.flatMap(({ operation, statuses }) => {
    const shown = (is: (status: number) => boolean) =>
      statuses.some(({ status, seenBy }) => is(status) && seenBy.story.length > 0);
    const errors = statuses.some(({ status }) => isError(status));
    return [
      ...(shown(isSuccess) ? [] : [`${operation}: no story shows a success`]),
      ...(!errors || shown(isError) ? [] : [`${operation}: no story shows an error`]),
      ...statuses
        .filter(({ produced }) => !produced)
        .map(({ status }) => `${operation} ${status}: no handler gave this answer`),
    ];
  });
}

export type Verdict = {
  /** Every gap found, listed or not. */
  gaps: string[];
  /** Holes the list of known gaps doesn't name: a story or a handler answer went missing. */
  newGaps: string[];
  /** Listed gaps that are covered now: take them off the list. */
  closedGaps: string[];
  /** Runs the rule needs that logged nothing: the gaps can't be judged without them. */
  missingRuns: Run[];
  passed: boolean;
};

/**
 * The CI rule as a ratchet: it fails on a gap not on the list of known gaps, and on a listed gap
 * that is covered now, so the list only shrinks.
 */
export function judge(coverage: Coverage, knownGaps: Readonly<Record<string, string>>): Verdict {
  const missingRuns = RULED_RUNS.filter((run) => !coverage.logged.includes(run));
  if (missingRuns.length > 0)
    return { gaps: [], newGaps: [], closedGaps: [], missingRuns, passed: false };
  const gaps = gapsOf(coverage);
  const newGaps = gaps.filter((gap) => !(gap in knownGaps));
  const closedGaps = Object.keys(knownGaps).filter((gap) => !gaps.includes(gap));
  return {
    gaps,
    newGaps,
    closedGaps,
    missingRuns,
    passed: newGaps.length === 0 && closedGaps.length === 0,
  };
}
