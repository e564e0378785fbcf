import type { LargeTable } from './seed/tables';

type Answer<T> = () => Promise<T>;

let loadTables: (tables: readonly LargeTable[]) => Promise<void> = async () => {};
let runReading = <T>(_tables: readonly LargeTable[], answer: Answer<T>) => answer();

/**
 * Answers once the large tables the answer reads are in: at once where the whole world is
 * seeded (Node, Storybook); in the browser, after fetching and filling the missing ones.
 */
export async function answerWithTables<T>(
  tables: readonly LargeTable[],
  answer: Answer<T>,
): Promise<T> {
  await loadTables(tables);
  return runReading(tables, answer);
}

/** How the browser mock fills a large table on first need (`persist.ts`); null: all are in. */
export function loadLargeTablesWith(load: typeof loadTables | null): void {
  loadTables = load ?? (async () => {});
}

/** Runs each answer inside `run`, which tests use to check it reads only the tables it named. */
export function readLargeTablesWithin(run: typeof runReading | null): void {
  runReading = run ?? ((_tables, answer) => answer());
}
