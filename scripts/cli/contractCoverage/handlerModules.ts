import type { SourceModule } from '../contractDiff/sourceGraph';

/** Where the mock's handlers live: one module per area, beside their tests. */
export const HANDLER_FOLDER = 'mocks/handlers';

const isHandlerModule = (file: string) =>
  /^mocks\/handlers\/[^/]+\.ts$/.test(file) && !/\.(test|typecheck)\.ts$/.test(file);

const REGISTRATION = /^contract\.(get|post|put|patch|delete)$/;

/**
 * Operation ('GET /jobs/{id}') → the handler modules that register it, as they do:
 * `contract.get('/jobs/{id}', …)`.
 */
export function handlerModulesByOperation(
  modules: ReadonlyMap<string, SourceModule>,
): Map<string, string[]> {
  const byOperation = new Map<string, string[]>();
  for (const { file, calls } of modules.values()) {
    if (!isHandlerModule(file)) continue;
    for (const { callee, firstArgument } of calls) {
      const method = REGISTRATION.exec(callee)?.[1];
      if (!method) continue;
      const operation = `${method.toUpperCase()} ${firstArgument}`;
      byOperation.set(operation, [...(byOperation.get(operation) ?? []), file]);
    }
  }
  return byOperation;
}
