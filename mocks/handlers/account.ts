import { vChangePasswordBody, vUpdateProfileBody } from '@/api/generated/valibot.gen';
import { db } from '../db';
import { passwordFields, verifyPassword } from '../passwords';
import { toUser } from '../resources';
import { contract, noContent, json, validationError } from './http';
import { route } from './route';

export const accountHandlers = [
  contract.patch(
    '/account/profile',
    route({ auth: 'required', body: vUpdateProfileBody }, async ({ user, body }) => {
      const name = body.name.trim();
      if (name.length < 2)
        return validationError({ name: ['The name field must be at least 2 characters.'] });
      const updated = await db.user.update(user, { data: (row) => void (row.name = name) });
      return json({ data: toUser(updated ?? user) });
    }),
  ),

  contract.put(
    '/account/password',
    route({ auth: 'required', body: vChangePasswordBody }, async ({ user, body }) => {
      if (!(await verifyPassword(body.current_password, user.password_salt, user.password_hash))) {
        return validationError({ current_password: ['The current password is incorrect.'] });
      }
      if (body.password !== body.password_confirmation) {
        return validationError({
          password_confirmation: ['The password confirmation does not match.'],
        });
      }
      const fields = await passwordFields(body.password);
      await db.user.update(user, { data: (row) => void Object.assign(row, fields) });
      return noContent();
    }),
  ),
];
