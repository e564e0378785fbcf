import type { Team } from '@/api/generated';
import {
  vCancelTeamInvitationPath,
  vInviteTeamMemberBody,
  vRemoveTeamMemberPath,
  vUpdateTeamMemberBody,
  vUpdateTeamMemberPath,
} from '@/api/generated/valibot.gen';
import { now as clockNow } from '@/lib/clock';
import { DAY_MS } from '../seed/timeline';
import { db, type TableRow } from '../db';
import { allocateId } from '../persist';
import type { UserRecord } from '../resources';
import { contract, errorResponse, json, notFound, validationError } from './http';
import { sendMail } from './requests';
import { route } from './route';

type TeamRow = TableRow<'team'>;
type InvitationRow = TableRow<'teamInvitation'>;
type Refusal = ReturnType<typeof errorResponse> | ReturnType<typeof validationError>;

const INVITATION_DAYS = 7;
export const ADMINS_ONLY = "Only the team's owner and admins can change the team.";
const NO_TEAM =
  'The team dashboard comes with an Enterprise plan. Your account manager sets up the team.';

const expiresAt = (invitation: InvitationRow) =>
  new Date(Date.parse(invitation.invited_at) + INVITATION_DAYS * DAY_MS);
const hasExpired = (invitation: InvitationRow) => expiresAt(invitation) <= clockNow();
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const membersOf = (team: TeamRow) =>
  db.teamMember
    .findMany((q) => q.where({ team_id: team.id }))
    .sort((a, b) => a.joined_at.localeCompare(b.joined_at));
const invitationsOf = (team: TeamRow) =>
  db.teamInvitation
    .findMany((q) => q.where({ team_id: team.id }))
    .sort((a, b) => b.invited_at.localeCompare(a.invited_at));

/** The team of a signed-in Enterprise member, and their seat on it. */
function seatOf(user: UserRecord) {
  if (user.membership_tier !== 'corporate') return null;
  const seat = db.teamMember.findFirst((q) => q.where({ user_id: user.id }));
  const team = seat && db.team.findFirst((q) => q.where({ id: seat.team_id }));
  return seat && team ? { seat, team } : null;
}

function seatsUsed(team: TeamRow) {
  return membersOf(team).length + invitationsOf(team).filter((row) => !hasExpired(row)).length;
}

function toTeam(team: TeamRow, user: UserRecord): Team {
  const members = membersOf(team);
  return {
    name: team.name,
    seats: team.seats,
    seats_used: seatsUsed(team),
    your_role: members.find((member) => member.user_id === user.id)?.role ?? 'member',
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      joined_at: member.joined_at,
      is_you: member.user_id === user.id,
    })),
    invitations: invitationsOf(team).map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invited_at: invitation.invited_at,
      expires_at: expiresAt(invitation).toISOString(),
      expired: hasExpired(invitation),
    })),
  };
}

/**
 * Runs a change of the team for its owner or an admin; anyone else is refused (403). The
 * answer is the team as it is after the change.
 */
async function asTeamAdmin(
  user: UserRecord,
  change: (team: TeamRow, you: TableRow<'teamMember'>) => Promise<Refusal | void>,
  status = 200,
) {
  const found = seatOf(user);
  if (!found) return errorResponse(403, NO_TEAM);
  if (found.seat.role === 'member') return errorResponse(403, ADMINS_ONLY);
  const refusal = await change(found.team, found.seat);
  return refusal ?? json({ data: toTeam(found.team, user) }, status);
}

/** The owner's seat and one's own are not for an admin to change or remove. */
function protectedSeat(member: TableRow<'teamMember'>, you: TableRow<'teamMember'>) {
  if (member.role === 'owner') return errorResponse(403, "The owner's seat can't be changed.");
  if (member.id === you.id)
    return errorResponse(403, 'Ask another admin or the owner to change your own seat.');
  return null;
}

export const teamHandlers = [
  contract.get(
    '/team',
    route({ auth: 'required' }, ({ user }) => {
      const found = seatOf(user);
      if (!found) return errorResponse(403, NO_TEAM);
      return json({ data: toTeam(found.team, user) });
    }),
  ),

  contract.post(
    '/team/invitations',
    route({ auth: 'required', body: vInviteTeamMemberBody }, ({ user, body }) =>
      asTeamAdmin(
        user,
        async (team) => {
          const email = body.email.trim();
          if (membersOf(team).some((member) => sameEmail(member.email, email)))
            return validationError({ email: [`${email} is already on the team.`] });
          const open = invitationsOf(team).find(
            (invitation) => sameEmail(invitation.email, email) && !hasExpired(invitation),
          );
          if (open) return validationError({ email: [`${email} is already invited.`] });
          if (seatsUsed(team) >= team.seats)
            return errorResponse(
              409,
              `All ${team.seats} seats are taken. Remove someone or cancel an invitation, or ask your account manager for more seats.`,
            );
          for (const expired of invitationsOf(team).filter((row) => sameEmail(row.email, email)))
            await db.teamInvitation.delete(expired);
          await db.teamInvitation.create({
            id: await allocateId('teamInvitation'),
            team_id: team.id,
            email,
            role: body.role,
            invited_at: clockNow().toISOString(),
          });
          await sendMail({
            to: email,
            subject: `${user.name} invited you to ${team.name} on Ginger`,
            text: `Join ${team.name}'s Enterprise team to get everything in Ginger's Adventurer plan. The invitation works for ${INVITATION_DAYS} days.`,
            link: '/register',
          });
        },
        201,
      ),
    ),
  ),

  contract.delete(
    '/team/invitations/{id}',
    route({ auth: 'required', params: vCancelTeamInvitationPath }, ({ user, params }) =>
      asTeamAdmin(user, async (team) => {
        const invitation = db.teamInvitation.findFirst((q) =>
          q.where({ id: params.id, team_id: team.id }),
        );
        if (!invitation) return notFound('Invitation');
        await db.teamInvitation.delete(invitation);
      }),
    ),
  ),

  contract.patch(
    '/team/members/{id}',
    route(
      { auth: 'required', params: vUpdateTeamMemberPath, body: vUpdateTeamMemberBody },
      ({ user, params, body }) =>
        asTeamAdmin(user, async (team, you) => {
          const member = db.teamMember.findFirst((q) =>
            q.where({ id: params.id, team_id: team.id }),
          );
          if (!member) return notFound('Team member');
          const refusal = protectedSeat(member, you);
          if (refusal) return refusal;
          await db.teamMember.update(member, { data: (row) => void (row.role = body.role) });
        }),
    ),
  ),

  contract.delete(
    '/team/members/{id}',
    route({ auth: 'required', params: vRemoveTeamMemberPath }, ({ user, params }) =>
      asTeamAdmin(user, async (team, you) => {
        const member = db.teamMember.findFirst((q) => q.where({ id: params.id, team_id: team.id }));
        if (!member) return notFound('Team member');
        const refusal = protectedSeat(member, you);
        if (refusal) return refusal;
        await db.teamMember.delete(member);
      }),
    ),
  ),
];
