import * as v from 'valibot';

/** One place where a response departs from openapi.yaml. */
export type ContractIssue = { field: string; expected: string; received: string };

/**
 * A response that broke the contract: which operation, which request, where, and at which status
 * when the reporter knows it (the mock does; the client's checks see successes only).
 */
export type ContractBreak = {
  operation: string;
  status?: number;
  path: string;
  issues: ContractIssue[];
};

let listener: ((contractBreak: ContractBreak) => void) | undefined;

/** Who hears of each contract break (the dev-only contract watch); one listener at a time. */
export function onContractBreak(hear: ((contractBreak: ContractBreak) => void) | undefined): void {
  listener = hear;
}

export function reportContractBreak(contractBreak: ContractBreak): void {
  listener?.(contractBreak);
}

export function contractIssueOf(issue: v.BaseIssue<unknown>): ContractIssue {
  return {
    field: v.getDotPath(issue) ?? '(root)',
    // A strict object's extra key 'expects' never: say what that means.
    expected: issue.type === 'strict_object' ? 'no such field' : (issue.expected ?? issue.message),
    received: issue.received,
  };
}

/** The operation as the contract names it, with the status when known: `GET /jobs/{id} 200`. */
export function breakingOperation({ operation, status }: ContractBreak): string {
  return status === undefined ? operation : `${operation} ${status}`;
}

/** The break as the console shows it: the call, then one line for each place. */
export function describeContractBreak(contractBreak: ContractBreak): string {
  return (
    `[contract] ${breakingOperation(contractBreak)} (${contractBreak.path}) breaks openapi.yaml:\n` +
    contractBreak.issues
      .map((issue) => `  ${issue.field}: expected ${issue.expected}, received ${issue.received}`)
      .join('\n')
  );
}
