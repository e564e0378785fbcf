import { lazily } from './lazily';
import { now as clockNow } from './clock';
/** Compact counts as the spec shows them: k above 1,000, M above 1 million. */
export function formatCount(value: number): string {
  if (value > 1_000_000) return `${trimDecimal(value / 1_000_000)}M`;
  if (value > 1_000) return `${trimDecimal(value / 1_000)}k`;
  return String(value);
}

function trimDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

const pluralRules = lazily(() => new Intl.PluralRules('en'));

function nounFor(count: number, noun: string, plural = `${noun}s`): string {
  return pluralRules().select(count) === 'one' ? noun : plural;
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

const relativeFormatter = lazily(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'yesterday', '3 weeks ago', 'in 2 days'... relative to `now`. */
export function formatRelative(iso: string, now: Date = clockNow()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size)
      return relativeFormatter().format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The first word of a display name ('Emma Explorer' → 'Emma'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** 'south-korea' → 'South Korea'. */
export function titleFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/**
 * A name for a plain slug from the address ('south-korea'), shown while the real name loads;
 * undefined for anything else, so no other text of an address ever reaches a heading.
 */
export function nameFromPlainSlug(slug: string): string | undefined {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? titleFromSlug(slug) : undefined;
}

const moneyFormatter = lazily(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);

/** An amount in US cents as people read it: 900 → '$9.00'. */
export function formatMoney(cents: number): string {
  return moneyFormatter().format(cents / 100);
}
