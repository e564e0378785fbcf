import type { AccountSettings } from '@/api/generated';
import { db } from './db';
import type { UserRecord } from './resources';

/** What a member who never changed their settings has: every email but the newsletter, public. */
export const DEFAULT_SETTINGS: AccountSettings = {
  notifications: { forum_replies: true, messages: true, job_alerts: true, newsletter: false },
  profile_visibility: 'public',
};

/** The member's settings as the contract gives them. */
export function settingsOf(userId: number): AccountSettings {
  const row = db.accountSettings.findFirst((q) => q.where({ id: userId }));
  if (!row) return DEFAULT_SETTINGS;
  const { forum_replies, messages, job_alerts, newsletter, profile_visibility } = row;
  return {
    notifications: { forum_replies, messages, job_alerts, newsletter },
    profile_visibility,
  };
}

/** Saves `settings` as the member's, in their row (made on the first change). */
export async function saveSettings(userId: number, settings: AccountSettings): Promise<void> {
  const fields = { ...settings.notifications, profile_visibility: settings.profile_visibility };
  const row = db.accountSettings.findFirst((q) => q.where({ id: userId }));
  if (row)
    await db.accountSettings.update(row, { data: (next) => void Object.assign(next, fields) });
  else await db.accountSettings.create({ id: userId, ...fields });
}

/**
 * The names of the members the member directory leaves out for this viewer: those who hid their
 * profile, and, for a visitor, those visible to members only. Forum posts carry their author's
 * name alone, so the directory matches members by name.
 */
export function namesUnlistedFor(viewer: UserRecord | null): Set<string> {
  const unlisted = db.accountSettings.findMany((q) =>
    q.where({ profile_visibility: viewer ? 'hidden' : (value) => value !== 'public' }),
  );
  const ids = new Set(unlisted.map((row) => row.id).filter((id) => id !== viewer?.id));
  return new Set(
    db.user.findMany((q) => q.where({ id: (id) => ids.has(id) })).map((user) => user.name),
  );
}
