/**
 * Readers for URL search params (`validateSearch`). Deliberately tiny and valibot-free: route
 * definitions load with the first paint, so they must not pull in a validation library (see
 * docs/DECISIONS.md). Anything malformed reads as absent, and the screen falls back to its default.
 */
export function optionalText(value: unknown, maxLength = 200): string | undefined {
  if (typeof value === 'number') return optionalText(String(value), maxLength);
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength
    ? value
    : undefined;
}

export function optionalPage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 10_000
    ? page
    : undefined;
}

export function optionalChoice<T extends string>(
  choices: readonly T[],
  value: unknown,
): T | undefined {
  return choices.find((choice) => choice === value);
}

export function optionalFlag(value: unknown): true | undefined {
  return value === true || value === 'true' ? true : undefined;
}
