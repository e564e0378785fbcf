import { db } from './db';
import type { UserRecord } from './resources';

/** Why the member's account can't go yet: they own a team others still sit in. */
export function deletionBlocker(user: UserRecord): string | null {
  const team = db.team.findFirst((q) => q.where({ owner_user_id: user.id }));
  if (!team) return null;
  const others = db.teamMember.findMany((q) =>
    q.where({ team_id: team.id, user_id: (id: number | null) => id !== user.id }),
  );
  return others.length > 0
    ? `Your team ${team.name} still has other members: remove them before deleting your account.`
    : null;
}

/**
 * Removes the member and every row that is theirs: sessions, settings, saved items and lists,
 * journal, likes, dating messages and blocks, requests, profile views (theirs and of them),
 * listings, jobs, plan, pending payments, seats and (alone in it) their team. Forum topics and replies, written under a name, stay.
 */
export async function deleteMember(user: UserRecord): Promise<void> {
  const id = user.id;
  const theirs = { user_id: id };
  const keyed = { key: (key: string) => key.startsWith(`${id}:`) };
  const email = user.email.trim().toLowerCase();

  const team = db.team.findFirst((q) => q.where({ owner_user_id: id }));
  if (team) {
    db.teamMember.deleteMany((q) => q.where({ team_id: team.id }));
    db.teamInvitation.deleteMany((q) => q.where({ team_id: team.id }));
    db.team.delete(team);
  }
  db.teamMember.deleteMany((q) => q.where(theirs));
  db.session.deleteMany((q) => q.where(theirs));
  db.accountSettings.deleteMany((q) => q.where({ id }));
  db.favorite.deleteMany((q) => q.where(theirs));
  db.travelList.deleteMany((q) => q.where(theirs));
  db.journalEntry.deleteMany((q) => q.where(theirs));
  db.datingMessage.deleteMany((q) => q.where(theirs));
  db.datingBlock.deleteMany((q) => q.where(keyed));
  db.memberLike.deleteMany((q) => q.where(keyed));
  db.supportRequest.deleteMany((q) => q.where(theirs));
  db.profileView.deleteMany((q) => q.where({ member: user.name }));
  db.profileView.deleteMany((q) => q.where({ viewer: user.name }));
  db.ad.deleteMany((q) => q.where(theirs));
  db.job.deleteMany((q) => q.where({ posted_by: id }));
  db.subscription.deleteMany((q) => q.where(theirs));
  db.pendingCheckout.deleteMany((q) => q.where(theirs));
  db.passwordReset.deleteMany((q) =>
    q.where({ email: (value: string) => value.trim().toLowerCase() === email }),
  );
  db.user.delete(user);
}
