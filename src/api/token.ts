import { safeStorage } from '@/lib/storage';

export const AUTH_TOKEN_KEY = 'auth_token';

export const authToken = {
  get: (): string | null => safeStorage.get(AUTH_TOKEN_KEY),
  set: (token: string): void => void safeStorage.set(AUTH_TOKEN_KEY, token),
  clear: (): void => safeStorage.remove(AUTH_TOKEN_KEY),
};
