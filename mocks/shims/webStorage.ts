/**
 * Where the browser refuses web storage (site data blocked), reading `localStorage` throws, and
 * msw's cookie store reads it as its module loads: the mock would not start. This gives the page
 * a Storage kept in memory instead, before msw loads (`mocks/browser.ts` imports it first), so
 * the mock and the app run as they do in a private window: nothing outlasts the tab.
 */
function inMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  try {
    void window[name];
  } catch {
    Object.defineProperty(window, name, { value: inMemoryStorage(), configurable: true });
  }
}
