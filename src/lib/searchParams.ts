import * as v from 'valibot';

/**
 * Building blocks of the routes' `validateSearch` schemas. A search param is user input: anything
 * malformed reads as absent (`fallback`), and the screen falls back to its default.
 */

/** Text, trimmed; a number in the address (`?q=2026`) reads as its text. */
export function optionalText(maxLength = 200) {
  return v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.nonEmpty(),
        v.maxLength(maxLength),
      ),
    ),
    undefined,
  );
}

/** A page number, a whole number from 1. */
export const optionalPage = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
      v.maxValue(10_000),
    ),
  ),
  undefined,
);

/** One of the values of a contract enum (its generated object, e.g. `JobSort`), or absent. */
export function optionalChoice<const Value extends string>(
  choices: Readonly<Record<string, Value>>,
) {
  return v.fallback(v.optional(v.picklist(Object.values(choices))), undefined);
}

/** A filter that is on (`true`) or absent. */
export const optionalFlag = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.literal(true), v.literal('true')]),
      v.transform((): true => true),
    ),
  ),
  undefined,
);
