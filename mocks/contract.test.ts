// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';
import { describeResponsesConform, operations } from './contractSuite';
import { handlers } from './handlers';

describe('every operation of openapi.yaml has a handler', () => {
  const handled = handlers.map((handler) => {
    const info = handler.info as { method: string; path: string };
    return `${info.method.toLowerCase()} ${String(info.path).replace('*/api', '')}`;
  });

  it.each(
    operations.map(({ method, path, operation }) => [operation.operationId, method, path] as const),
  )('%s (%s %s)', (_id, method, path) => {
    expect(handled).toContain(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
  });

  it('and no handler serves a path the contract does not describe', () => {
    const documented = operations.map(
      ({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(handled.filter((route) => !documented.includes(route))).toEqual([]);
  });
});

describe('the in-process mock (msw/node)', () => {
  setupMockApi();
  describeResponsesConform('the in-process mock', () => API_ORIGIN);
});
