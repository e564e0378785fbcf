// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordIdParams } from './recordId';

describe('recordIdParams', () => {
  it('reads a whole number from 1 and nothing else', () => {
    expect(recordIdParams.parse({ id: '42' }).id).toBe(42);
    for (const raw of ['abc', '4e2', '0', '-3', '1.5', '', '1234567890'])
      expect(recordIdParams.parse({ id: raw }).id, raw).toBeNull();
  });

  it('writes the number back into the path', () => {
    expect(recordIdParams.stringify({ id: 7 })).toEqual({ id: '7' });
  });
});
