import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '@/api/generated';
import { teamKeys } from '@/api/team';

/** A change of the team; the team the API answers with replaces the one on screen. */
export function useTeamChange<Variables>(send: (variables: Variables) => Promise<Team>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (team) => queryClient.setQueryData(teamKeys.team, { data: team }),
  });
}
