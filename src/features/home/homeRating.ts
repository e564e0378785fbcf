/**
 * SPEC §3: the home page shows a rating between 4.5 and 4.9. It is derived from the slug, so a
 * location keeps the same rating across reloads and machines.
 */
export function homeRating(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 4.5 + (hash % 5) / 10;
}
