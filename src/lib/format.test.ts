// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countOf,
  totalOf,
  formatCount,
  formatCompact,
  formatDate,
  formatMoney,
  formatRelative,
  formatWhole,
  nameFromPlainSlug,
  readingTime,
  withArticle,
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

  it('writes every distance as en-US Intl does', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const units = { minute: 60, hour: 3600, day: 86_400, week: 604_800, month: 2_592_000 };
    const year = 365 * 86_400;
    // A minute to forty years each way, in steps that land on every unit and its rounding.
    const offsets = Array.from({ length: 300 }, (_, index) => Math.round(60 * 1.07 ** index));
    for (const offset of [...offsets, ...offsets.map((seconds) => -seconds)]) {
      const then = new Date(now.getTime() + offset * 1000).toISOString();
      const [unit, size] =
        Math.abs(offset) >= year
          ? (['year', year] as const)
          : Object.entries(units).findLast(([, seconds]) => Math.abs(offset) >= seconds)!;
      expect(formatRelative(then, now)).toBe(
        intl.format(Math.round(offset / size), unit as Intl.RelativeTimeFormatUnit),
      );
    }
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

describe('countOf', () => {
  it('chooses the noun as English plural rules do', () => {
    const rules = new Intl.PluralRules('en');
    for (let count = 0; count <= 2000; count += 1)
      expect(countOf(count, 'job')).toMatch(rules.select(count) === 'one' ? / job$/ : / jobs$/);
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

describe('numbers written out', () => {
  // Edges of every unit and of rounding, then a spread of salaries, populations and prices.
  const edges = [0, 1, 5, 12.5, 999, 999.94, 999.95, 1000, 1049, 1050, 1250, 9999, 99_949, 99_950];
  const scaled = [1e3, 1e6, 1e9].flatMap((unit) => edges.map((edge) => edge * unit));
  const spread = Array.from({ length: 400 }, (_, index) => Math.round(1.37 ** (index / 6)));
  const values = [...edges, ...scaled, ...spread, 1e12, 2.5e13];
  // Intl writes a negative zero as '-0', which no page shows: negatives start at 1.
  const negatives = (list: number[]) => list.filter((value) => value > 0).map((value) => -value);

  it('writes whole numbers as en-US Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [...values, ...negatives(values)])
      expect(formatWhole(value)).toBe(intl.format(value));
  });

  it('writes compact numbers as en-US Intl does, with at most one decimal', () => {
    const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    for (const value of [...values, ...negatives(values)])
      expect(formatCompact(value)).toBe(intl.format(value));
  });

  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [900, '$9.00'],
    [123_450, '$1,234.50'],
    [-1999, '-$19.99'],
  ])('writes %d US cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('withArticle', () => {
  it.each([
    ['Adventurer', 'an Adventurer'],
    ['Enterprise', 'an Enterprise'],
    ['Guide', 'a Guide'],
  ])('writes %s as %s', (noun, text) => {
    expect(withArticle(noun)).toBe(text);
  });
});
