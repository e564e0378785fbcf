type StorageName = 'localStorage' | 'sessionStorage';

function storageApi(name: StorageName) {
  return {
    get(key: string): string | null {
      try {
        return globalThis[name]?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): boolean {
      try {
        globalThis[name]?.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key: string): void {
      try {
        globalThis[name]?.removeItem(key);
      } catch {
        // Nothing stored can be removed; nothing to do.
      }
    },
    removeStartingWith(prefix: string): void {
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

/** Web storage that never throws: private modes, a full quota or a missing window all read as empty. */
export const safeStorage = storageApi('localStorage');
export const safeSession = storageApi('sessionStorage');
