// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isClockPinned, now, pinClock, unpinClock } from './clock';

describe('clock', () => {
  afterEach(() => {
    unpinClock();
    vi.useRealTimers();
  });

  it('reads real time when not pinned', () => {
    unpinClock();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-06T07:08:09Z'));
    expect(now().toISOString()).toBe('2031-05-06T07:08:09.000Z');
    expect(isClockPinned()).toBe(false);
  });

  it('stays at a frozen pin whatever the real time does', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-06T00:00:00Z'));
    pinClock(new Date('2028-02-29T10:00:00Z'), { frozen: true });
    vi.setSystemTime(new Date('2031-05-07T00:00:00Z'));
    expect(now().toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(isClockPinned()).toBe(true);
  });

  it('runs on from a running pin as real time passes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-06T00:00:00Z'));
    pinClock(new Date('2027-12-31T23:59:00Z'));
    vi.setSystemTime(new Date('2031-05-06T00:02:00Z'));
    expect(now().toISOString()).toBe('2028-01-01T00:01:00.000Z');
  });

  it('refuses an invalid instant', () => {
    expect(() => pinClock(new Date('2026-02-31T99:00:00Z'))).toThrow(RangeError);
  });
});
