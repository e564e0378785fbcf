import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFollowedValue } from './useFollowedValue';

describe('useFollowedValue', () => {
  it('holds a local change until the outside value changes, then follows it', () => {
    const { result, rerender } = renderHook(({ outside }) => useFollowedValue(outside), {
      initialProps: { outside: false },
    });
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    rerender({ outside: false });
    expect(result.current[0]).toBe(true);
    rerender({ outside: true });
    rerender({ outside: false });
    expect(result.current[0]).toBe(false);
  });
});
