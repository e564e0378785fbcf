import { type ContractBreak, describeContractBreak } from '@/api/contractBreaks';

/** An answer of the mock that departs from openapi.yaml, at the status it was given. */
export type ContractViolation = ContractBreak & { status: number };

type Listener = (violation: ContractViolation) => void;

const listeners = new Set<Listener>();

/**
 * Who hears of the mock's contract violations: Vitest's setup fails the test; in Storybook and on
 * the dev server the contract watch lists them. Returns the way to stop listening.
 */
export function onContractViolation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners; with none (`npm run mock:server`, a mock build), the console. */
export function reportContractViolation(violation: ContractViolation): void {
  if (listeners.size === 0) console.error(describeContractBreak(violation));
  for (const listener of listeners) listener(violation);
}
