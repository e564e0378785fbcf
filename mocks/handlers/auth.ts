import {
  vForgotPasswordBody,
  vLoginBody,
  vRegisterBody,
  vResetPasswordBody,
} from '@/api/generated/valibot.gen';
import { db } from '../db';
import { hashPassword, newToken, passwordFields, randomHex, verifyPassword } from '../passwords';
import { toUser, type UserRecord } from '../resources';
import { contract, noContent, errorResponse, json, validationError } from './http';
import { markResetUsed, startPasswordReset, usableReset } from './requests';
import { route } from './route';
import { clearAttempts, takeAttempt } from './throttle';
import { now as clockNow } from '@/lib/clock';
import { allocateId } from '../persist';

export const RESET_LINK_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';
export const RESET_LINK_UNUSABLE =
  'This reset link has expired or was already used. Ask for a new one.';

function findUserByEmail(email: string) {
  const wanted = email.trim().toLowerCase();
  return db.user.findMany().find((user) => user.email.toLowerCase() === wanted) ?? null;
}

async function startSession(user: UserRecord) {
  const token = newToken();
  await db.session.create({ token, user_id: user.id, created_at: clockNow().toISOString() });
  return { user: toUser(user), token };
}

export const authHandlers = [
  contract.post(
    '/auth/login',
    route({ body: vLoginBody }, async ({ body }) => {
      const refused = await takeAttempt('login', body.email);
      if (refused) return refused;
      const user = findUserByEmail(body.email);
      const valid = user
        ? await verifyPassword(body.password, user.password_salt, user.password_hash)
        : false;
      if (!user || !valid) return errorResponse(401, 'These credentials do not match our records.');
      clearAttempts('login', body.email);
      return json(await startSession(user));
    }),
  ),

  contract.post(
    '/auth/register',
    route({ body: vRegisterBody }, async ({ body }) => {
      const refused = await takeAttempt('register', body.email);
      if (refused) return refused;
      const errors: Record<string, string[]> = {};
      if (findUserByEmail(body.email)) errors.email = ['The email has already been taken.'];
      if (body.password !== body.password_confirmation) {
        errors.password_confirmation = ['The password confirmation does not match.'];
      }
      if (!body.terms) errors.terms = ['The terms must be accepted.'];
      if (Object.keys(errors).length > 0) return validationError(errors);
      const salt = randomHex(16);
      const user = await db.user.create({
        id: await allocateId('user'),
        name: body.name.trim(),
        email: body.email.trim(),
        membership_tier: 'free',
        password_salt: salt,
        password_hash: await hashPassword(body.password, salt),
        created_at: clockNow().toISOString(),
      });
      return json(await startSession(user), 201);
    }),
  ),

  contract.post(
    '/auth/forgot-password',
    // The same answer for every email, so the endpoint reveals nothing about which accounts exist.
    route({ body: vForgotPasswordBody }, async ({ body }) => {
      const refused = await takeAttempt('passwordReset', body.email);
      if (refused) return refused;
      const user = findUserByEmail(body.email);
      if (user) await startPasswordReset(user.email);
      return json({ message: RESET_LINK_MESSAGE }, 202);
    }),
  ),

  contract.post(
    '/auth/reset-password',
    route({ body: vResetPasswordBody }, async ({ body }) => {
      const reset = usableReset(body.token);
      const user = reset && findUserByEmail(reset.email);
      if (!reset || !user) return validationError({ token: [RESET_LINK_UNUSABLE] });
      if (body.password !== body.password_confirmation) {
        return validationError({
          password_confirmation: ['The password confirmation does not match.'],
        });
      }
      const fields = await passwordFields(body.password);
      await db.user.update(user, { data: (row) => void Object.assign(row, fields) });
      await markResetUsed(reset);
      // Whoever had the old password is signed out everywhere.
      db.session.delete((q) => q.where({ user_id: user.id }));
      return json({ message: 'Your password has been changed. Sign in with your new password.' });
    }),
  ),

  contract.post(
    '/auth/logout',
    route({ auth: 'required' }, ({ token }) => {
      db.session.delete((q) => q.where({ token: token ?? '' }));
      return noContent();
    }),
  ),

  contract.get(
    '/auth/user',
    route({ auth: 'required' }, ({ user }) => json({ data: toUser(user) })),
  ),
];
