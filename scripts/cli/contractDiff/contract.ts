import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of an OpenAPI document this gate reads; the rest passes through untouched. */
export interface Contract {
  info: { version: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

export const CONTRACT_FILE = 'openapi.yaml';
export const RELEASED_CONTRACT_FILE = 'openapi.released.yaml';

export function parseContract(text: string): Contract {
  return parse(text) as Contract;
}

export function readContract(file: string): Contract {
  return parseContract(readFileSync(file, 'utf8'));
}

/** A git ref that names no commit, or a commit without the contract. */
export class UnknownRefError extends Error {}

/** The contract as it was committed at `ref` (read-only: `git show`). */
export function contractAtRef(ref: string): Contract {
  const shown = spawnSync('git', ['show', `${ref}:${CONTRACT_FILE}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (shown.status !== 0) {
    throw new UnknownRefError(`No ${CONTRACT_FILE} at '${ref}': ${shown.stderr.trim()}`);
  }
  return parseContract(shown.stdout);
}

export function majorVersion(contract: Contract): number {
  return Number.parseInt(String(contract.info.version).split('.')[0] ?? '', 10);
}
