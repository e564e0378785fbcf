import type { LoginRequest, RegisterRequest, User } from './generated';
import {
  getCurrentUser,
  login as postLogin,
  logout,
  register as postRegister,
} from './generated/sdk.gen';
import { api, keepSessionOn401, submissionOptions } from './client';
import { ApiError } from './errors';
import { authToken } from './token';

/**
 * The user of the stored token, or null when the server refuses the token (401): nobody is sent
 * to /login. Any other failure (a 500, a timeout, no network) throws, and the session is kept.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await getCurrentUser({ client: api, ...keepSessionOn401 })).data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Signs in; `remember` keeps the session after the browser closes ("Remember me"). */
export async function login(credentials: LoginRequest, { remember = false } = {}): Promise<User> {
  const { data } = await postLogin({ client: api, body: credentials, ...keepSessionOn401 });
  authToken.set(data.token, { remember });
  return data.user;
}

export async function register(payload: RegisterRequest, submissionKey: string): Promise<User> {
  const { data } = await postRegister({ ...submissionOptions(submissionKey), body: payload });
  authToken.set(data.token);
  return data.user;
}

/** Tells the server a session ended; its answer is ignored (docs/PRODUCT.md, 'Errors'). */
export async function notifyLogout(token: string): Promise<void> {
  await logout({
    client: api,
    headers: { Authorization: `Bearer ${token}` },
    ...keepSessionOn401,
  });
}
