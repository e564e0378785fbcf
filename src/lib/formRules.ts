import * as v from 'valibot';
import { formatWhole } from './format';

/** The email rule and message, for every form that asks for an address. */
export const emailAddress = v.pipe(v.string(), v.trim(), v.email('Invalid email address'));

/** 'Keep it under 2,000 characters'. */
export function keepUnder(max: number, what = 'it'): string {
  return `Keep ${what} under ${formatWhole(max)} characters`;
}

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
