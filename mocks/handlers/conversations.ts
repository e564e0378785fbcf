import type { Conversation, ConversationProfile, DatingMessage } from '@/api/generated';
import { vBlockDatingProfilePath, vGetConversationPath } from '@/api/generated/valibot.gen';
import { now as clockNow } from '@/lib/clock';
import { db, type TableRow } from '../db';
import { allocateId } from '../persist';
import type { UserRecord } from '../resources';
import { contract, json, noContent, notFound } from './http';
import { route } from './route';

type MessageRow = TableRow<'datingMessage'>;
type ProfileRow = TableRow<'datingProfile'>;

/** How long a profile takes to answer: long enough to leave the page and come back. */
const ANSWER_DELAY_MS = 45_000;

/** What profiles answer, in turn; `{name}` is the member's first name, `{city}` the profile's. */
const ANSWERS = [
  'Hi {name}! Nice to hear from you. Have you spent much time in {city}?',
  'Thanks for your message! I’m around {city} most weekends. What brings you to Asia?',
  'Hello {name}, thank you for writing. Work is busy this week, but I’d love to hear more about your travels.',
  'That sounds great! What do you like to do on a free afternoon?',
];

const blockKey = (user: UserRecord, profileId: number) => `${user.id}:${profileId}`;

export function hasBlocked(user: UserRecord, profileId: number): boolean {
  return db.datingBlock.findFirst((q) => q.where({ key: blockKey(user, profileId) })) !== undefined;
}

/** Whether the message has arrived by the clock (answers are written ahead). */
const arrived = (row: MessageRow) => Date.parse(row.sent_at) <= clockNow().getTime();

function messagesWith(user: UserRecord, profileId: number): MessageRow[] {
  return db.datingMessage
    .findMany((q) => q.where({ user_id: user.id, profile_id: profileId }))
    .filter(arrived)
    .sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at) || a.id - b.id);
}

const toMessage = (row: MessageRow): DatingMessage => ({
  id: row.id,
  from: row.from === 'member' ? 'me' : 'them',
  text: row.text,
  sent_at: row.sent_at,
});

const toConversationProfile = (profile: ProfileRow): ConversationProfile => ({
  id: profile.id,
  name: profile.name,
  photo: profile.photo,
  online: profile.online,
});

const unreadOf = (rows: MessageRow[]) =>
  rows.filter((row) => row.from === 'profile' && row.read_at === null).length;

function inboxOf(user: UserRecord): Conversation[] {
  const profileIds = new Set(
    db.datingMessage.findMany((q) => q.where({ user_id: user.id })).map((row) => row.profile_id),
  );
  return [...profileIds]
    .filter((id) => !hasBlocked(user, id))
    .flatMap((id) => {
      const rows = messagesWith(user, id);
      const profile = db.datingProfile.findFirst((q) => q.where({ id }));
      const last = rows.at(-1);
      return profile && last
        ? [
            {
              profile: toConversationProfile(profile),
              last_message: toMessage(last),
              unread: unreadOf(rows),
            },
          ]
        : [];
    })
    .sort((a, b) => Date.parse(b.last_message.sent_at) - Date.parse(a.last_message.sent_at));
}

/**
 * Keeps the member's message and, for most profiles, writes the profile's answer to arrive
 * shortly after, by the clock (no timer: it shows once its time has come).
 */
export async function deliverMessage(user: UserRecord, profile: ProfileRow, text: string) {
  const sent = clockNow();
  await db.datingMessage.create({
    id: await allocateId('datingMessage'),
    user_id: user.id,
    profile_id: profile.id,
    from: 'member',
    text,
    sent_at: sent.toISOString(),
    read_at: null,
  });
  if (profile.id % 3 === 0) return;
  const answered = db.datingMessage
    .findMany((q) => q.where({ user_id: user.id, profile_id: profile.id }))
    .filter((row) => row.from === 'profile').length;
  const answer = ANSWERS[(profile.id + answered) % ANSWERS.length]!.replace(
    '{name}',
    user.name.split(' ')[0] ?? user.name,
  ).replace('{city}', profile.location.split(',')[0] ?? profile.location);
  await db.datingMessage.create({
    id: await allocateId('datingMessage'),
    user_id: user.id,
    profile_id: profile.id,
    from: 'profile',
    text: answer,
    sent_at: new Date(sent.getTime() + ANSWER_DELAY_MS).toISOString(),
    read_at: null,
  });
}

export const conversationHandlers = [
  contract.get(
    '/dating/conversations',
    route({ auth: 'required' }, ({ user }) => {
      const data = inboxOf(user);
      return json({ data, meta: { unread: data.reduce((sum, item) => sum + item.unread, 0) } });
    }),
  ),

  contract.get(
    '/dating/conversations/{id}',
    route({ auth: 'required', params: vGetConversationPath }, async ({ user, params }) => {
      const profile = db.datingProfile.findFirst((q) => q.where({ id: params.id }));
      if (!profile) return notFound('Profile');
      const rows = messagesWith(user, profile.id);
      const readAt = clockNow().toISOString();
      for (const row of rows.filter((it) => it.from === 'profile' && it.read_at === null)) {
        await db.datingMessage.update(row, { data: (it) => void (it.read_at = readAt) });
      }
      return json({
        data: {
          profile: toConversationProfile(profile),
          messages: rows.map(toMessage),
          blocked: hasBlocked(user, profile.id),
        },
      });
    }),
  ),

  contract.post(
    '/dating/profiles/{id}/block',
    route({ auth: 'required', params: vBlockDatingProfilePath }, async ({ user, params }) => {
      if (!db.datingProfile.findFirst((q) => q.where({ id: params.id })))
        return notFound('Profile');
      if (!hasBlocked(user, params.id)) {
        await db.datingBlock.create({
          key: blockKey(user, params.id),
          created_at: clockNow().toISOString(),
        });
      }
      return noContent();
    }),
  ),
];
