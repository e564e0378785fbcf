/**
 * msw keeps its cookie store in `localStorage`, which a worker lacks, and refuses to load without
 * it. The API sends no cookies, so an in-memory store stands in, in this worker alone. Imported
 * first by the worker, before msw.
 */
class MemoryStorage implements Storage {
  [name: string]: unknown;
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

if (typeof globalThis.localStorage === 'undefined')
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
