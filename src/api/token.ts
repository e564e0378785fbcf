import { safeSession, safeStorage } from '@/lib/storage';

export const AUTH_TOKEN_KEY = 'auth_token';

/**
 * The session token (stored as `auth_token`). "Remember me" keeps it in localStorage, so it
 * survives closing the browser; without it, it lives in sessionStorage and ends with the
 * browser session.
 */
export const authToken = {
  get: (): string | null => safeSession.get(AUTH_TOKEN_KEY) ?? safeStorage.get(AUTH_TOKEN_KEY),
  set: (token: string, { remember = true }: { remember?: boolean } = {}): void => {
    const [keep, drop] = remember ? [safeStorage, safeSession] : [safeSession, safeStorage];
    drop.remove(AUTH_TOKEN_KEY);
    keep.set(AUTH_TOKEN_KEY, token);
  },
  clear: (): void => {
    safeSession.remove(AUTH_TOKEN_KEY);
    safeStorage.remove(AUTH_TOKEN_KEY);
  },
};
