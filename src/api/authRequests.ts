import type { LoginRequest, RegisterRequest, User } from './generated';
import {
  vGetCurrentUserResponse,
  vLoginResponse,
  vRegisterResponse,
} from './generated/valibot.gen';
import { apiCommand, apiRequest } from './client';
import { ApiError } from './errors';
import { authToken } from './token';

/**
 * The user of the stored token, or null when the server refuses the token (401): nobody is sent
 * to /login. Any other failure (a 500, a timeout, no network) throws, and the session is kept.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await apiRequest('/auth/user', vGetCurrentUserResponse, { keepSessionOn401: true }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Signs in; `remember` keeps the session after the browser closes ("Remember me"). */
export async function login(credentials: LoginRequest, { remember = false } = {}): Promise<User> {
  const { user, token } = await apiRequest('/auth/login', vLoginResponse, {
    method: 'post',
    json: credentials,
    keepSessionOn401: true,
  });
  authToken.set(token, { remember });
  return user;
}

export async function register(payload: RegisterRequest, submissionKey: string): Promise<User> {
  const { user, token } = await apiRequest('/auth/register', vRegisterResponse, {
    method: 'post',
    json: payload,
    submissionKey,
  });
  authToken.set(token);
  return user;
}

/** Tells the server a session ended; its answer is ignored (SPEC §8). */
export async function notifyLogout(token: string): Promise<void> {
  await apiCommand('/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
    keepSessionOn401: true,
  });
}
