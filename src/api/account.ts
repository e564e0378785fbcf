import type { QueryClient } from '@tanstack/react-query';
import type {
  AccountSettings,
  ChangePasswordRequest,
  ResetPasswordRequest,
  UpdateAccountSettingsRequest,
  User,
} from './generated';
import {
  getAccountSettingsOptions,
  getAccountSettingsQueryKey,
} from './generated/@tanstack/react-query.gen';
import {
  changePassword as putPassword,
  deleteAccount as removeAccount,
  forgotPassword,
  resetPassword as postNewPassword,
  updateAccountSettings as patchSettings,
  updateProfile as patchProfile,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf, dataQueryOptions, messageOf } from './envelope';
import { api } from './client';

export function updateProfile(name: string): Promise<User> {
  return dataOf(patchProfile({ client: api, body: { name } }));
}

export async function changePassword(payload: ChangePasswordRequest): Promise<void> {
  await putPassword({ client: api, body: payload });
}

/** Resolves to the server's neutral confirmation, whatever the email. */
export function requestPasswordReset(email: string): Promise<string> {
  return messageOf(forgotPassword({ client: api, body: { email } }));
}

/** Sets a new password with a reset link's token; resolves to the server's confirmation. */
export function resetPassword(payload: ResetPasswordRequest): Promise<string> {
  return messageOf(postNewPassword({ client: api, body: payload }));
}

/** The member's email preferences and profile visibility, read on every visit to Settings. */
export function accountSettingsQueryOptions() {
  return dataQueryOptions(getAccountSettingsOptions({ client: api }), cachePolicy.memberRecords);
}

/** Saves the settings sent (the others stay) and puts the saved ones in the cache. */
export async function updateAccountSettings(
  queryClient: QueryClient,
  change: UpdateAccountSettingsRequest,
): Promise<AccountSettings> {
  const saved = await dataOf(patchSettings({ client: api, body: change }));
  queryClient.setQueryData(getAccountSettingsQueryKey({ client: api }), { data: saved });
  return saved;
}

/** Deletes the member's account once the server has checked their password. */
export async function deleteAccount(password: string): Promise<void> {
  await removeAccount({ client: api, body: { password } });
}
