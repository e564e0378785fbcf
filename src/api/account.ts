import type { ChangePasswordRequest, SelfServeTier, User } from './generated';
import {
  vChangeMembershipResponse,
  vForgotPasswordResponse,
  vUpdateProfileResponse,
} from './generated/valibot.gen';
import { apiCommand, apiRequest } from './client';

export async function updateProfile(name: string): Promise<User> {
  return (
    await apiRequest('/account/profile', vUpdateProfileResponse, {
      method: 'patch',
      json: { name },
    })
  ).data;
}

export async function changePassword(payload: ChangePasswordRequest): Promise<void> {
  await apiCommand('/account/password', { method: 'put', json: payload });
}

export async function changeMembership(tier: SelfServeTier): Promise<User> {
  return (
    await apiRequest('/account/membership', vChangeMembershipResponse, {
      method: 'put',
      json: { membership_tier: tier },
    })
  ).data;
}

/** Resolves to the server's neutral confirmation, whatever the email. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (
    await apiRequest('/auth/forgot-password', vForgotPasswordResponse, {
      method: 'post',
      json: { email },
    })
  ).message;
}
