import type { InviteTeamMemberRequest, Team, UpdateTeamMemberRequest } from './generated';
import { getTeamOptions, getTeamQueryKey } from './generated/@tanstack/react-query.gen';
import {
  cancelTeamInvitation as deleteInvitation,
  inviteTeamMember as postInvitation,
  removeTeamMember as deleteMember,
  updateTeamMember as patchMember,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf, dataQueryOptions } from './envelope';
import { api, submissionOptions } from './client';

/** The team query (member data: see MEMBER_QUERY_TAGS, tag 'team'). */
export const teamKeys = { team: getTeamQueryKey({ client: api }) };

/** The team as the server has it now; read again on every visit (invitations expire by date). */
export function teamQueryOptions() {
  return dataQueryOptions(getTeamOptions({ client: api }), cachePolicy.memberRecords);
}

export function inviteTeamMember(
  invitation: InviteTeamMemberRequest,
  submissionKey: string,
): Promise<Team> {
  return dataOf(postInvitation({ ...submissionOptions(submissionKey), body: invitation }));
}

export function cancelTeamInvitation(id: number): Promise<Team> {
  return dataOf(deleteInvitation({ client: api, path: { id } }));
}

export function updateTeamMember(id: number, change: UpdateTeamMemberRequest): Promise<Team> {
  return dataOf(patchMember({ client: api, path: { id }, body: change }));
}

export function removeTeamMember(id: number): Promise<Team> {
  return dataOf(deleteMember({ client: api, path: { id } }));
}
