import { describeContractBreak } from '@/api/contractBreaks';
import { type ContractViolation, onContractViolation } from '@mocks/contractViolations';

const heard: ContractViolation[] = [];

/**
 * Holds every answer of the mock that breaks openapi.yaml against the running test
 * (`checkContractViolations`), until the file's tests end. `./setup.ts` starts it.
 */
export function collectContractViolations(): () => void {
  return onContractViolation((violation) => heard.push(violation));
}

/** The violations heard since the last check, forgotten: a test that causes them on purpose takes them. */
export function takeContractViolations(): ContractViolation[] {
  return heard.splice(0);
}

/** Fails (throws) if the mock broke the contract since the last check; `when` says when. */
export function checkContractViolations(when: string): void {
  const violations = takeContractViolations();
  if (violations.length === 0) return;
  throw new Error(
    `The mock answered against openapi.yaml ${when}:\n\n` +
      `${violations.map(describeContractBreak).join('\n\n')}\n\n` +
      'Fix the handler (mocks/handlers), or the contract if it is the contract that is wrong. A test ' +
      'that breaks it on purpose takes the violations (takeContractViolations, src/test/contractViolations.ts).',
  );
}
