import type { ContractOperation } from './references';

const VALIBOT_PREFIX = 'v';

/**
 * Splits the generated code's exported names among the contract's operations and component
 * schemas by the generators' naming: a schema `Job` is the type `Job` and the valibot schema
 * `vJob`; an operation `getJob` is the function `getJob`, its `getJobOptions`/`getJobQueryKey`
 * helpers, its `GetJobData`/`GetJobResponse` types and its `vGetJobPath`/`vGetJobResponse` schemas.
 */
export function ownersOfGeneratedNames(
  exportedNames: Iterable<string>,
  operations: ContractOperation[],
  schemas: Iterable<string>,
): Map<string, string[]> {
  const schemaNames = new Set(schemas);
  const operationIds = operations.flatMap(({ operationId }) => (operationId ? [operationId] : []));
  const owners = new Map<string, string[]>();
  for (const name of exportedNames) {
    const owner = schemaOwning(name, schemaNames) ?? operationOwning(name, operationIds);
    if (owner) owners.set(owner, [...(owners.get(owner) ?? []), name]);
  }
  return owners;
}

export const schemaOwner = (schema: string) => `schema ${schema}`;
export const operationOwner = (operationId: string) => `operation ${operationId}`;

function schemaOwning(name: string, schemas: Set<string>): string | undefined {
  const bare = withoutValibotPrefix(name);
  if (schemas.has(name)) return schemaOwner(name);
  if (bare && schemas.has(bare)) return schemaOwner(bare);
  return undefined;
}

/** The longest operationId the name starts with, as a word: `listJobsOptions` is `listJobs`'s, not `listJob`'s. */
function operationOwning(name: string, operationIds: string[]): string | undefined {
  const candidates = [name, withoutValibotPrefix(name)].filter((text) => text !== undefined);
  const owners = operationIds.filter((id) =>
    candidates.some((text) => startsWithWord(text, id) || startsWithWord(text, pascalCase(id))),
  );
  const longest = owners.sort((a, b) => b.length - a.length)[0];
  return longest && operationOwner(longest);
}

function startsWithWord(text: string, word: string): boolean {
  if (!text.startsWith(word)) return false;
  const next = text.charAt(word.length);
  return next === '' || /[A-Z]/.test(next);
}

function withoutValibotPrefix(name: string): string | undefined {
  return name.startsWith(VALIBOT_PREFIX) && /[A-Z]/.test(name.charAt(1))
    ? name.slice(1)
    : undefined;
}

function pascalCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
