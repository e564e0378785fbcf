import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from './generated';
import { whenStartingBackendReady } from './clientState';
import { MEMBER_KEY_PREFIX, safeStorage } from '@/lib/storage';
import { authToken } from './token';

// The shell needs the session on every page; the requests (and their schemas) load only when used.
const loadRequests = () => import('./authRequests');

export const authKeys = { currentUser: ['auth', 'current-user'] as const };

/**
 * The signed-in user, or null for a visitor. Only a token the server refuses (401) ends the
 * session; when the check itself fails the query errors and the token stays for a retry.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser,
    queryFn: async (): Promise<User | null> => {
      // In mock mode a QA scenario may sign someone in while the mock starts (app/inBrowserMock.ts).
      await whenStartingBackendReady();
      if (!authToken.get()) return null;
      const user = await (await loadRequests()).fetchCurrentUser();
      if (!user) authToken.clear();
      return user;
    },
    // Read once per session (set on sign-in, cleared on sign-out or a 401); a failed check is
    // retried by the member (SessionCheckNotice), not behind their back.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * Clears the session and what the member kept on this device (drafts) at once, and tells the
 * server without waiting (docs/PRODUCT.md, 'Auth and sessions').
 */
export function logout(): void {
  const token = authToken.get();
  authToken.clear();
  safeStorage.removeStartingWith(MEMBER_KEY_PREFIX);
  if (!token) return;
  loadRequests()
    .then((requests) => requests.notifyLogout(token))
    .catch(() => undefined);
}

/** Member-only cached data (saved items, journal...) must not outlive the session it belongs to. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isMemberQuery(query.queryKey) });
}

/** Ends the session in the cache: member data goes, and every screen sees a visitor. */
export function forgetSession(queryClient: QueryClient): void {
  forgetMemberData(queryClient);
  queryClient.setQueryData(authKeys.currentUser, null);
}

/** The contract's tags of member-only operations (spelled out to keep the API layer out of the shell). */
export const MEMBER_QUERY_TAGS = new Set([
  'account',
  'billing',
  'favorites',
  'insider',
  'journal',
  'messages',
  'team',
]);

/** Generated query keys carry their operation's tags: `[{ _id, tags, ... }]`. */
function isMemberQuery([key]: readonly unknown[]): boolean {
  const tags: unknown = typeof key === 'object' && key !== null && 'tags' in key ? key.tags : [];
  return Array.isArray(tags) && tags.some((tag) => MEMBER_QUERY_TAGS.has(tag));
}
