import { queryOptions } from '@tanstack/react-query';
import type { InviteTeamMemberRequest, Team, UpdateTeamMemberRequest } from './generated';
import { getTeamOptions, getTeamQueryKey } from './generated/@tanstack/react-query.gen';
import {
  cancelTeamInvitation as deleteInvitation,
  inviteTeamMember as postInvitation,
  removeTeamMember as deleteMember,
  updateTeamMember as patchMember,
} from './generated/sdk.gen';
import { retryTransientFailures } from './cachePolicy';
import { api, submittedAs } from './client';

/** The team query (member data: see MEMBER_QUERY_TAGS, tag 'team'). */
export const teamKeys = { team: getTeamQueryKey({ client: api }) };

/** The team as the server has it now; read again on every visit (invitations expire by date). */
export function teamQueryOptions() {
  return queryOptions({
    ...getTeamOptions({ client: api }),
    staleTime: 0,
    retry: retryTransientFailures,
    select: (response) => response.data,
  });
}

export async function inviteTeamMember(
  invitation: InviteTeamMemberRequest,
  submissionKey: string,
): Promise<Team> {
  const { data } = await postInvitation({
    client: api,
    body: invitation,
    ...submittedAs(submissionKey),
  });
  return data.data;
}

export async function cancelTeamInvitation(id: number): Promise<Team> {
  const { data } = await deleteInvitation({ client: api, path: { id } });
  return data.data;
}

export async function updateTeamMember(id: number, change: UpdateTeamMemberRequest): Promise<Team> {
  const { data } = await patchMember({ client: api, path: { id }, body: change });
  return data.data;
}

export async function removeTeamMember(id: number): Promise<Team> {
  const { data } = await deleteMember({ client: api, path: { id } });
  return data.data;
}
