import { COVERAGE_DIR_VARIABLE } from './answerLog';
import type { Verdict } from './gaps';

export const KNOWN_GAPS_FILE = 'scripts/cli/contractCoverage/knownGaps.ts';

/** What the rule found, as lines: what failed and what to do, or that it holds. */
export function verdictLines({
  gaps,
  newGaps,
  closedGaps,
  missingRuns,
  passed,
}: Verdict): string[] {
  if (missingRuns.length > 0)
    return [
      `No answers logged by the ${missingRuns.join(' and ')} run: run it with ${COVERAGE_DIR_VARIABLE} set before judging the gaps.`,
    ];
  if (passed)
    return [
      `Holds: each of the ${gaps.length} gaps is listed, with its reason, in ${KNOWN_GAPS_FILE}.`,
    ];
  return [
    ...newGaps.map((gap) => `New gap (cover it, or list it with its reason): ${gap}`),
    ...closedGaps.map((gap) => `Covered now (take it off ${KNOWN_GAPS_FILE}): ${gap}`),
  ];
}
