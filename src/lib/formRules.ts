import * as v from 'valibot';

/** SPEC §5's email rule and message, for every form that asks for an address. */
export const emailAddress = v.pipe(v.string(), v.trim(), v.email('Invalid email address'));

/** A limit's message, or a function that writes it when a field breaks the limit. */
type LimitMessage = string | (() => string);

/**
 * 'Keep it under 2,000 characters', written only when a field breaks the limit: the first use of
 * `Intl` costs milliseconds, and the schemas are built as their modules load.
 */
export function keepUnder(max: number, what = 'it'): () => string {
  return () => `Keep ${what} under ${max.toLocaleString('en')} characters`;
}

/** Trimmed text between `min` and `max` characters, with the form's own words for each limit. */
export function textBetween(min: number, max: number, tooShort: string, tooLong?: LimitMessage) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(min, tooShort),
    v.maxLength(max, tooLong ?? keepUnder(max)),
  );
}

/** Optional text of at most `max` characters. */
export function textUpTo(max: number, tooLong?: LimitMessage) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong ?? keepUnder(max)));
}
