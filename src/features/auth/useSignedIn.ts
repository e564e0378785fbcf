import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authKeys, forgetMemberData } from '@/api/auth';
import type { User } from '@/api/generated';
import { safeRedirectPath } from '@/lib/redirect';

/**
 * After sign-in or sign-up: cache the member and go back where they came from (same-site only),
 * else /dashboard; after a sign-up the page knows the member has just joined.
 */
export function useSignedIn(redirect: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: User, { justJoined = false } = {}) => {
    forgetMemberData(queryClient);
    queryClient.setQueryData(authKeys.currentUser, user);
    void navigate({
      href: safeRedirectPath(redirect, '/dashboard'),
      state: (previous) => ({ ...previous, justJoined }),
    });
  };
}
