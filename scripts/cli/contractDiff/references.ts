import type { Operation } from './classify';
import type { Contract } from './contract';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const SCHEMA_REF = '#/components/schemas/';

export interface ContractOperation extends Operation {
  operationId?: string;
}

export function operationsOf(contract: Contract): ContractOperation[] {
  return Object.entries(contract.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        ...operationIdOf(operation),
      })),
  );
}

function operationIdOf(operation: unknown): { operationId?: string } {
  const id = (operation as { operationId?: unknown } | null)?.operationId;
  return typeof id === 'string' ? { operationId: id } : {};
}

/** The component schemas an operation's parameters, request and responses reach, through every `$ref`. */
export function schemasReachedBy(contract: Contract, operation: Operation): Set<string> {
  const pathItem = contract.paths?.[operation.path];
  const reached = new Set<string>();
  const visitedRefs = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') followRef(value);
      else visit(value);
    }
  };
  const followRef = (ref: string): void => {
    if (visitedRefs.has(ref) || !ref.startsWith('#/')) return;
    visitedRefs.add(ref);
    if (ref.startsWith(SCHEMA_REF)) reached.add(ref.slice(SCHEMA_REF.length));
    visit(resolvePointer(contract, ref));
  };
  // Path-level parameters apply to every operation of the path.
  visit(pathItem?.parameters);
  visit(pathItem?.[operation.method.toLowerCase()]);
  return reached;
}

function resolvePointer(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** For each component schema, the operations of either contract that reach it. */
export function operationsBySchema(contracts: Contract[]): Map<string, ContractOperation[]> {
  const users = new Map<string, Map<string, ContractOperation>>();
  for (const contract of contracts) {
    for (const operation of operationsOf(contract)) {
      for (const schema of schemasReachedBy(contract, operation)) {
        if (!users.has(schema)) users.set(schema, new Map());
        users.get(schema)!.set(operationKey(operation), operation);
      }
    }
  }
  return new Map([...users].map(([schema, operations]) => [schema, [...operations.values()]]));
}

export function operationKey({ method, path }: Operation): string {
  return `${method} ${path}`;
}
