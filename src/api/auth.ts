import { queryOptions } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest, User } from './generated';
import {
  vGetCurrentUserResponse,
  vLoginResponse,
  vRegisterResponse,
} from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiCommand, apiRequest } from './client';
import { authToken } from './token';

export const authKeys = { currentUser: ['auth', 'current-user'] as const };

/** The signed-in user, or null for a visitor. A stored token that the server refuses clears the session. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser,
    queryFn: async (): Promise<User | null> => {
      if (!authToken.get()) return null;
      try {
        // A refused token at start-up only ends the session; it does not send a visitor to /login.
        return (await apiRequest('/auth/user', vGetCurrentUserResponse, { keepSessionOn401: true }))
          .data;
      } catch {
        authToken.clear();
        return null;
      }
    },
    ...cachePolicy.session,
  });
}

export async function login(credentials: LoginRequest): Promise<User> {
  const { user, token } = await apiRequest('/auth/login', vLoginResponse, {
    method: 'post',
    json: credentials,
    keepSessionOn401: true,
  });
  authToken.set(token);
  return user;
}

export async function register(payload: RegisterRequest): Promise<User> {
  const { user, token } = await apiRequest('/auth/register', vRegisterResponse, {
    method: 'post',
    json: payload,
  });
  authToken.set(token);
  return user;
}

/** Clears the session at once and tells the server without waiting; its answer is ignored (SPEC §4, §8). */
export function logout(): void {
  const token = authToken.get();
  authToken.clear();
  if (!token) return;
  apiCommand('/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
    keepSessionOn401: true,
  }).catch(() => undefined);
}
