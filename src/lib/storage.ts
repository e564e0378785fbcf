type StorageName = 'localStorage' | 'sessionStorage';

function storageApi(name: StorageName) {
  /** What the browser would not store (site data blocked, a full quota): kept for this page. */
  const keptHere = new Map<string, string>();
  return {
    get(key: string): string | null {
      try {
        const stored = globalThis[name]?.getItem(key);
        if (stored != null) return stored;
      } catch {
        // Blocked: what this page kept, if anything.
      }
      return keptHere.get(key) ?? null;
    },
    /** Stores the value; false when the browser refused and it is kept for this page only. */
    set(key: string, value: string): boolean {
      try {
        globalThis[name]?.setItem(key, value);
        keptHere.delete(key);
        return true;
      } catch {
        keptHere.set(key, value);
        return false;
      }
    },
    remove(key: string): void {
      keptHere.delete(key);
      try {
        globalThis[name]?.removeItem(key);
      } catch {
        // Nothing stored can be removed; nothing to do.
      }
    },
    removeStartingWith(prefix: string): void {
      for (const key of keptHere.keys()) if (key.startsWith(prefix)) keptHere.delete(key);
      try {
        const storage = globalThis[name];
        if (!storage) return;
        const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
        for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
      } catch {
        // Nothing stored can be removed; nothing to do.
      }
    },
  };
}

/** Keys of what a member keeps on this device (drafts): signing out removes them all. */
export const MEMBER_KEY_PREFIX = 'ginger:member:';

/**
 * Web storage that never throws: where the browser refuses (site data blocked, a full quota), what
 * is set is kept for this page instead; a missing window reads as empty.
 */
export const safeStorage = storageApi('localStorage');
export const safeSession = storageApi('sessionStorage');
