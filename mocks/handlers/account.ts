import {
  vChangePasswordBody,
  vDeleteAccountBody,
  vUpdateAccountSettingsBody,
  vUpdateProfileBody,
} from '@/api/generated/valibot.gen';
import { deleteMember, deletionBlocker } from '../accountDeletion';
import { saveSettings, settingsOf } from '../accountSettings';
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

  contract.get(
    '/account/settings',
    route({ auth: 'required' }, ({ user }) => json({ data: settingsOf(user.id) })),
  ),

  contract.patch(
    '/account/settings',
    route({ auth: 'required', body: vUpdateAccountSettingsBody }, async ({ user, body }) => {
      const current = settingsOf(user.id);
      const next = {
        notifications: body.notifications ?? current.notifications,
        profile_visibility: body.profile_visibility ?? current.profile_visibility,
      };
      await saveSettings(user.id, next);
      return json({ data: next });
    }),
  ),

  contract.delete(
    '/account',
    route({ auth: 'required', body: vDeleteAccountBody }, async ({ user, body }) => {
      if (!(await verifyPassword(body.password, user.password_salt, user.password_hash))) {
        return validationError({ password: ['The password is incorrect.'] });
      }
      const blocker = deletionBlocker(user);
      if (blocker) return validationError({ team: [blocker] });
      await deleteMember(user);
      return noContent();
    }),
  ),
];
