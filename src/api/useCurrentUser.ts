import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions, forgetSession, logout } from './auth';

/** The signed-in user (null for visitors) and a sign-out that clears the session at once. */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQueryOptions());
  const signOut = useCallback(() => {
    logout();
    forgetSession(queryClient);
  }, [queryClient]);
  return { user: query.data ?? null, isLoading: query.isPending, signOut };
}
