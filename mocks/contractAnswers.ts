/** An answer a `contract.*` handler gave: its operation ('GET /jobs/{id}') and status. */
export type ContractAnswer = { operation: string; status: number };

type Listener = (answer: ContractAnswer) => void;

const listeners = new Set<Listener>();

/**
 * Who hears of every answer the contract's handlers give: Vitest's setup, when it records what
 * each test file exercised for `npm run contract:coverage`. Returns the way to stop listening.
 */
export function onContractAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners, if any. */
export function noteContractAnswer(answer: ContractAnswer): void {
  for (const listener of listeners) listener(answer);
}
