// @vitest-environment node
import { compareAsc as fullCompareAsc } from 'date-fns';
import fullLodash from 'lodash';
import { describe, expect, it } from 'vitest';
import { compareAsc } from './date-fns';
import { isFunction } from './lodash';
import { generateGraphQLHandlers, generateRestHandlers } from './mswDataHandlers';

describe('the stand-ins of the browser mock’s libraries', () => {
  it('compare dates as date-fns does', () => {
    const pairs = [
      [new Date('2026-11-01'), new Date('2026-11-02')],
      [new Date('2026-11-02'), new Date('2026-11-01')],
      [new Date('2026-11-01'), new Date('2026-11-01')],
    ] as const;
    for (const [left, right] of pairs)
      expect(compareAsc(left, right)).toBe(fullCompareAsc(left, right));
  });

  it('tell functions as lodash does', () => {
    for (const value of [() => 1, async () => 1, class {}, {}, null, 'text'])
      expect(isFunction(value)).toBe(fullLodash.isFunction(value));
  });

  it('say clearly that generated handlers are not part of the mock', () => {
    expect(() => generateRestHandlers()).toThrow(/writes its own handlers/);
    expect(() => generateGraphQLHandlers()).toThrow(/writes its own handlers/);
  });
});
