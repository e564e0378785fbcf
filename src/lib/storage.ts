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
  };
}

/** Web storage that never throws: private modes, a full quota or a missing window all read as empty. */
export const safeStorage = storageApi('localStorage');
export const safeSession = storageApi('sessionStorage');
