// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countOf,
  totalOf,
  formatCount,
  formatDate,
  formatRelative,
  nameFromPlainSlug,
  readingTime,
} from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [1001, '1k'],
    [1500, '1.5k'],
    [15_230, '15.2k'],
    [1_000_000, '1000k'],
    [2_750_000, '2.7M'],
  ])('shows %i as %s (k above 1,000, M above 1 million)', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('readingTime', () => {
  it('is words divided by 200, rounded up', () => {
    expect(readingTime(201)).toBe(2);
    expect(readingTime(1000)).toBe(5);
  });

  it('never says zero minutes', () => {
    expect(readingTime(0)).toBe(1);
  });
});

describe('formatDate', () => {
  it('shows a calendar date in English', () => {
    expect(formatDate('2026-03-04T10:00:00Z')).toBe('Mar 4, 2026');
  });

  it("reads the day in UTC, as the API gives it, whatever the visitor's time zone", () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('Dec 31, 2026');
    expect(formatDate('2026-09-15')).toBe('Sep 15, 2026');
  });

  it('gives an empty string for an unreadable date instead of "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-01T12:00:00Z');

  it('describes past dates relative to now', () => {
    expect(formatRelative('2026-10-31T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-10-11T12:00:00Z', now)).toBe('3 weeks ago');
  });

  it('says just now for the last minute', () => {
    expect(formatRelative('2026-11-01T11:59:30Z', now)).toBe('just now');
  });
});

describe('countOf', () => {
  it('puts the noun in the number the count needs', () => {
    expect(countOf(1, 'job')).toBe('1 job');
    expect(countOf(0, 'job')).toBe('0 jobs');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(15_200, 'member')).toBe('15.2k members');
  });

  it('keeps the exact figure for totals (totalOf)', () => {
    expect(totalOf(1, 'result')).toBe('1 result');
    expect(totalOf(1_234, 'result')).toBe('1234 results');
  });
});

describe('nameFromPlainSlug', () => {
  it('names a plain slug and nothing else', () => {
    expect(nameFromPlainSlug('south-korea')).toBe('South Korea');
    expect(nameFromPlainSlug('health-safety')).toBe('Health Safety');
    for (const slug of ['<b>free</b>', 'narnia!', 'Narnia', 'a b', '', '-x', 'x--y'])
      expect(nameFromPlainSlug(slug)).toBeUndefined();
  });
});
