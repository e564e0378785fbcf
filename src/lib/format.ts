import { now as clockNow } from './clock';

/** Compact counts: k above 1,000, M above 1 million (docs/PRODUCT.md, 'Overview'). */
export function formatCount(value: number): string {
  if (value > 1_000_000) return `${trimDecimal(value / 1_000_000)}M`;
  if (value > 1_000) return `${trimDecimal(value / 1_000)}k`;
  return String(value);
}

function trimDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** English has one singular: exactly 1 (what `Intl.PluralRules('en')` says, without its data). */
function nounFor(count: number, noun: string, plural = `${noun}s`): string {
  return count === 1 ? noun : plural;
}

/**
 * A count with its noun in the right number: '1 job', '3 jobs', '1.2k members' (compact counts
 * as formatCount writes them). `plural` defaults to the noun plus 's'.
 */
export function countOf(count: number, noun: string, plural?: string): string {
  return `${formatCount(count)} ${nounFor(count, noun, plural)}`;
}

/** The same with the exact figure, for totals a visitor may compare: '1 result', '1234 results'. */
export function totalOf(count: number, noun: string, plural?: string): string {
  return `${count} ${nounFor(count, noun, plural)}`;
}

/** Minutes to read: words divided by 200, rounded up (at least 1). */
export function readingTime(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / 200));
}

// Written out rather than through Intl.DateTimeFormat: building that formatter loads locale data,
// several milliseconds of the first list's render on a phone, for a format that never changes.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date such as 'Mar 4, 2026' (in UTC); an unreadable date gives ''. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

// Numbers, plurals and relative times are written out too: the first Intl formatter in a new
// browser loads ICU's data, 25 to 40 ms on this machine before any throttling, inside the first
// render of a page that shows a salary, a count or a date. `format.test.ts` holds them to Intl.

/** A number rounded to a whole one, its thousands separated: 5500 → '5,500', 12.5 → '13'. */
export function formatWhole(value: number): string {
  const whole = Math.round(Math.abs(value));
  const sign = value < 0 && whole > 0 ? '-' : '';
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

const COMPACT_UNITS: ReadonlyArray<readonly [size: number, suffix: string]> = [
  [1, ''],
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'B'],
  [1e12, 'T'],
];

/** A number in its largest unit, with at most one decimal: 30000000 → '30M', 1250 → '1.3K'. */
export function formatCompact(value: number): string {
  const magnitude = Math.abs(value);
  let unit = COMPACT_UNITS.findLastIndex(([size]) => size <= magnitude);
  if (unit < 0) unit = 0;
  let tenths = Math.round((magnitude * 10) / COMPACT_UNITS[unit]![0]);
  // Rounding may reach the next unit: 999,950 is '1M', not '1000K'.
  if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) {
    unit += 1;
    tenths = Math.round((magnitude * 10) / COMPACT_UNITS[unit]![0]);
  }
  const sign = value < 0 && tenths > 0 ? '-' : '';
  const digits = tenths % 10 ? (tenths / 10).toFixed(1) : String(tenths / 10);
  return `${sign}${digits}${COMPACT_UNITS[unit]![1]}`;
}

/** Each unit, its length in seconds, and the words for one before and one after, if it has them. */
const RELATIVE_UNITS: ReadonlyArray<
  readonly [unit: string, seconds: number, before?: string, after?: string]
> = [
  ['year', 365 * 24 * 3600, 'last year', 'next year'],
  ['month', 30 * 24 * 3600, 'last month', 'next month'],
  ['week', 7 * 24 * 3600, 'last week', 'next week'],
  ['day', 24 * 3600, 'yesterday', 'tomorrow'],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * 'yesterday', '3 weeks ago', 'in 2 days'... relative to `now`, as
 * `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` writes them.
 */
export function formatRelative(iso: string, now: Date = clockNow()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size, before, after] of RELATIVE_UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.round(seconds / size);
    if (count === -1 && before) return before;
    if (count === 1 && after) return after;
    const amount = `${formatWhole(Math.abs(count))} ${nounFor(Math.abs(count), unit)}`;
    return count < 0 ? `${amount} ago` : `in ${amount}`;
  }
  return 'just now';
}

/** A noun with 'a' or 'an' before it, as it is said: 'an Adventurer', 'a Guide'. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The first word of a display name ('Emma Explorer' → 'Emma'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** 'south-korea' → 'South Korea'. */
function titleFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/**
 * A name for a plain slug from the address ('south-korea'), shown while the real name loads;
 * undefined for anything else, so no other text of an address ever reaches a heading.
 */
export function nameFromPlainSlug(slug: string): string | undefined {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? titleFromSlug(slug) : undefined;
}

// Money is only shown on members' billing pages, never in a first visit's render: Intl's first-use
// cost (docs/decisions/0042-numbers-plurals-times-written-out.md) doesn't matter there.
let dollars: Intl.NumberFormat | undefined;

/** An amount in US cents as people read it: 900 → '$9.00', 123450 → '$1,234.50'. */
export function formatMoney(cents: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(Math.round(cents) / 100);
}
