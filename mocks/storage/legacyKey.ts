/** Until 2026-11-25 the mock kept one JSON document of everything in localStorage, per scale. */
export const LEGACY_KEY = 'ginger-mock-db:v5';

export function legacyKey(scale: number): string {
  return scale === 1 ? LEGACY_KEY : `${LEGACY_KEY}:x${scale}`;
}
