import { findAffected, generatedExports, type AffectedFiles } from './affected';
import { changedSchemas, classifyChanges, isReported, type Change } from './classify';
import type { Contract } from './contract';
import { judge, type Verdict } from './gate';
import { operationOwner, ownersOfGeneratedNames, schemaOwner } from './generatedNames';
import {
  operationKey,
  operationsBySchema,
  operationsOf,
  type ContractOperation,
} from './references';
import type { SourceModule } from './sourceGraph';

export interface AffectedSection {
  /** `GET /jobs/{id} (getJob)` or `schema Job (GET /jobs/{id}, POST /jobs)`. */
  title: string;
  files: AffectedFiles;
}

export interface Review {
  changes: Change[];
  affected: AffectedSection[];
  verdict: Verdict;
}

/**
 * Compares two contracts, judges the change and finds the code each changed operation and schema
 * reaches; the code is read only when some operation changed.
 */
export function reviewContract(
  base: Contract,
  current: Contract,
  readCodebase: () => Map<string, SourceModule>,
): Review {
  const changes = classifyChanges(base, current);
  const changedOperations = new Set(
    changes.flatMap((change) =>
      isReported(change) && change.operation ? [operationKey(change.operation)] : [],
    ),
  );
  return {
    changes,
    affected:
      changedOperations.size > 0
        ? affectedSections(base, current, changedOperations, readCodebase())
        : [],
    verdict: judge(changes, base, current),
  };
}

function affectedSections(
  base: Contract,
  current: Contract,
  changedOperations: Set<string>,
  codebase: Map<string, SourceModule>,
): AffectedSection[] {
  const operations = uniqueOperations([...operationsOf(base), ...operationsOf(current)]);
  const owners = ownersOfGeneratedNames(generatedExports(codebase), operations, [
    ...Object.keys(base.components?.schemas ?? {}),
    ...Object.keys(current.components?.schemas ?? {}),
  ]);
  const namesOf = (operation: ContractOperation) =>
    operation.operationId ? (owners.get(operationOwner(operation.operationId)) ?? []) : [];

  const operationSections = operations
    .filter((operation) => changedOperations.has(operationKey(operation)))
    .map((operation) => ({
      title: operationTitle(operation),
      files: findAffected(codebase, {
        generatedNames: namesOf(operation),
        operations: [operation],
      }),
    }));

  const usersOf = operationsBySchema([base, current]);
  const schemaSections = changedSchemas(base, current)
    .map((schema) => ({ schema, users: usersOf.get(schema) ?? [] }))
    // An edit that changed no operation's shape (a description, an unused schema) is left out.
    .filter(({ users }) => users.some((user) => changedOperations.has(operationKey(user))))
    .map(({ schema, users }) => ({
      title: `schema ${schema} (${users.map(operationKey).join(', ')})`,
      files: findAffected(codebase, {
        generatedNames: [...(owners.get(schemaOwner(schema)) ?? []), ...users.flatMap(namesOf)],
        operations: users,
      }),
    }));

  return [...operationSections, ...schemaSections];
}

function operationTitle(operation: ContractOperation): string {
  return `${operationKey(operation)}${operation.operationId ? ` (${operation.operationId})` : ''}`;
}

function uniqueOperations(operations: ContractOperation[]): ContractOperation[] {
  const byKey = new Map<string, ContractOperation>();
  for (const operation of operations) byKey.set(operationKey(operation), operation);
  return [...byKey.values()];
}
