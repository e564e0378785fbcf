import type { ChangePasswordRequest, ResetPasswordRequest, User } from './generated';
import {
  changePassword as putPassword,
  forgotPassword,
  resetPassword as postNewPassword,
  updateProfile as patchProfile,
} from './generated/sdk.gen';
import { dataOf } from './envelope';
import { api } from './client';

export function updateProfile(name: string): Promise<User> {
  return dataOf(patchProfile({ client: api, body: { name } }));
}

export async function changePassword(payload: ChangePasswordRequest): Promise<void> {
  await putPassword({ client: api, body: payload });
}

/** Resolves to the server's neutral confirmation, whatever the email. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { data } = await forgotPassword({ client: api, body: { email } });
  return data.message;
}

/** Sets a new password with a reset link's token; resolves to the server's confirmation. */
export async function resetPassword(payload: ResetPasswordRequest): Promise<string> {
  const { data } = await postNewPassword({ client: api, body: payload });
  return data.message;
}
