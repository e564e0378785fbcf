import { parse } from 'yaml';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** An operation of the contract ('GET /jobs/{id}') and the statuses it documents, shared ones included. */
export type Operation = { name: string; statuses: number[] };

type PathItem = Record<string, { responses?: Record<string, unknown> } | undefined>;

/** Every operation of an OpenAPI document, in its order, with its documented statuses in order. */
export function operationsOf(contractText: string): Operation[] {
  const { paths = {} } = parse(contractText) as { paths?: Record<string, PathItem> };
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const statuses = Object.keys(operation.responses ?? {})
        .map(Number)
        .sort((a, b) => a - b);
      return [{ name: `${method.toUpperCase()} ${path}`, statuses }];
    }),
  );
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
export const isError = (status: number) => status >= 400;

/**
 * What names the operation of a request ('GET /jobs/7' → 'GET /jobs/{id}'): where two templates
 * match, the one with more fixed segments ('/jobs/saved' before '/jobs/{id}'). Null for a request
 * no operation serves.
 */
export function operationMatcher(
  operations: readonly Operation[],
): (request: string) => string | null {
  const patterns = operations
    .map(({ name }) => {
      const params = name.match(/\{[^}]+\}/g)?.length ?? 0;
      const source = name
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return { name, params, pattern: new RegExp(`^${source}$`) };
    })
    .sort((a, b) => a.params - b.params);
  return (request) => patterns.find(({ pattern }) => pattern.test(request))?.name ?? null;
}
