/**
 * Label tables: a `Record` from each value of a closed set (a contract enum, a page's tabs) to the
 * words shown for it, so the type checker names a value left without words.
 */

/** The values a label table names, in its order. */
export function labelledValues<K extends string>(labels: Record<K, string>): K[] {
  // A Record<K, string> has a key for every K and, written as a literal, no other.
  return Object.keys(labels) as K[];
}
