import type { LoginRequest, RegisterRequest, User } from './generated';
import {
  vGetCurrentUserResponse,
  vLoginResponse,
  vRegisterResponse,
} from './generated/valibot.gen';
import { apiCommand, apiRequest } from './client';
import { authToken } from './token';

/** The user of the stored token. A refusal only ends the session: nobody is sent to /login. */
export async function fetchCurrentUser(): Promise<User> {
  return (await apiRequest('/auth/user', vGetCurrentUserResponse, { keepSessionOn401: true })).data;
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

/** Tells the server a session ended; its answer is ignored (SPEC §8). */
export async function notifyLogout(token: string): Promise<void> {
  await apiCommand('/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
    keepSessionOn401: true,
  });
}
