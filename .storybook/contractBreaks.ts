import { dismissContractWatch, showContractBreak } from '@/api/contractWatch';
import { onContractViolation } from '@mocks/contractViolations';

/**
 * Lists every answer of the mock that breaks openapi.yaml over the story, and writes it to the
 * console, so the screenshot check fails on it. Returns the way to stop.
 */
export function markContractBreaks(): () => void {
  return onContractViolation(showContractBreak);
}

/** A loader: each story lists only the breaks its own answers made. */
export function forgetEarlierContractBreaks() {
  dismissContractWatch();
  return {};
}
