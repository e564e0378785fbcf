import * as v from 'valibot';

/** SPEC §5's email rule and message, for every form that asks for an address. */
export const emailAddress = v.pipe(v.string(), v.trim(), v.email('Invalid email address'));

/**
 * The limit's own message, written only when a field breaks it: the first use of `Intl` costs
 * milliseconds, and the schemas are built as their modules load.
 */
const keepUnder = (max: number) => () => `Keep it under ${max.toLocaleString('en')} characters`;

/** Trimmed text between `min` and `max` characters, with the form's own words for each limit. */
export function textBetween(min: number, max: number, tooShort: string, tooLong?: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(min, tooShort),
    v.maxLength(max, tooLong ?? keepUnder(max)),
  );
}

/** Optional text of at most `max` characters. */
export function textUpTo(max: number, tooLong?: string) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong ?? keepUnder(max)));
}
