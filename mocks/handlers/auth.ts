import { http, HttpResponse } from 'msw';
import { vForgotPasswordBody, vLoginBody, vRegisterBody } from '@/api/generated/valibot.gen';
import { db } from '../db';
import { hashPassword, newToken, randomHex, verifyPassword } from '../passwords';
import { persistDatabase } from '../persist';
import { toUser, type UserRecord } from '../resources';
import { API, errorResponse, json, validationError } from './http';
import { route } from './route';
import { now as clockNow } from '@/lib/clock';

export const RESET_LINK_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';

function findUserByEmail(email: string) {
  const wanted = email.trim().toLowerCase();
  return db.user.findMany().find((user) => user.email.toLowerCase() === wanted) ?? null;
}

async function startSession(user: UserRecord) {
  const token = newToken();
  await db.session.create({ token, user_id: user.id, created_at: clockNow().toISOString() });
  persistDatabase();
  return { user: toUser(user), token };
}

export const authHandlers = [
  http.post(
    `${API}/auth/login`,
    route({ body: vLoginBody }, async ({ body }) => {
      const user = findUserByEmail(body.email);
      const valid = user
        ? await verifyPassword(body.password, user.password_salt, user.password_hash)
        : false;
      if (!user || !valid) return errorResponse(401, 'These credentials do not match our records.');
      return json(await startSession(user));
    }),
  ),

  http.post(
    `${API}/auth/register`,
    route({ body: vRegisterBody }, async ({ body }) => {
      const errors: Record<string, string[]> = {};
      if (findUserByEmail(body.email)) errors.email = ['The email has already been taken.'];
      if (body.password !== body.password_confirmation) {
        errors.password_confirmation = ['The password confirmation does not match.'];
      }
      if (!body.terms) errors.terms = ['The terms must be accepted.'];
      if (Object.keys(errors).length > 0) return validationError(errors);

      const salt = randomHex(16);
      const ids = db.user.findMany().map((user) => user.id);
      const user = await db.user.create({
        id: Math.max(0, ...ids) + 1,
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

  http.post(
    `${API}/auth/forgot-password`,
    // The same answer for every email, so the endpoint reveals nothing about which accounts exist.
    route({ body: vForgotPasswordBody }, () => json({ message: RESET_LINK_MESSAGE }, 202)),
  ),

  http.post(
    `${API}/auth/logout`,
    route({ auth: 'required' }, ({ token }) => {
      db.session.delete((q) => q.where({ token: token ?? '' }));
      persistDatabase();
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    `${API}/auth/user`,
    route({ auth: 'required' }, ({ user }) => json({ data: toUser(user) })),
  ),
];
