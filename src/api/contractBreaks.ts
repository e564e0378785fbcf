/** One place where a response departs from openapi.yaml. */
export type ContractIssue = { field: string; expected: string; received: string };

/** A response that broke the contract: which operation, which request, and where. */
export type ContractBreak = { operation: string; path: string; issues: ContractIssue[] };

let listener: ((contractBreak: ContractBreak) => void) | undefined;

/** Who hears of each contract break (the dev-only contract watch); one listener at a time. */
export function onContractBreak(hear: ((contractBreak: ContractBreak) => void) | undefined): void {
  listener = hear;
}

export function reportContractBreak(contractBreak: ContractBreak): void {
  listener?.(contractBreak);
}
