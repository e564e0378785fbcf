import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authKeys, forgetMemberData } from '@/api/auth';
import type { User } from '@/api/generated';
import { safeRedirectPath } from '@/lib/redirect';

/** Caches the member who has just signed in; what the cache held for anyone before goes. */
export function useCacheSignedInMember() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      forgetMemberData(queryClient);
      queryClient.setQueryData(authKeys.currentUser, user);
    },
    [queryClient],
  );
}

/**
 * After sign-in or sign-up: cache the member and go back where they came from (same-site only),
 * else /dashboard; after a sign-up the page knows the member has just joined.
 */
export function useSignedIn(redirect: string | undefined) {
  const cacheMember = useCacheSignedInMember();
  const navigate = useNavigate();
  return (user: User, { justJoined = false } = {}) => {
    cacheMember(user);
    void navigate({
      // eslint-disable-next-line no-restricted-syntax -- a validated same-site path from the URL, not a route
      href: safeRedirectPath(redirect, '/dashboard'),
      state: (previous) => ({ ...previous, justJoined }),
    });
  };
}
