import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions, forgetSession, logout } from './auth';

/**
 * The signed-in user (null for visitors and while the session can't be checked), whether that
 * check failed (with a retry), and a sign-out that clears the session at once.
 */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQueryOptions());
  const signOut = useCallback(() => {
    logout();
    forgetSession(queryClient);
  }, [queryClient]);
  const { refetch } = query;
  const retrySessionCheck = useCallback(() => void refetch(), [refetch]);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    sessionCheckFailed: query.isError,
    retrySessionCheck,
    signOut,
  };
}
