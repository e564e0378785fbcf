/**
 * A value built on first use. For `Intl` formatters: building one loads locale data and costs
 * milliseconds, which at module level would all land in the page's start-up task.
 */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
