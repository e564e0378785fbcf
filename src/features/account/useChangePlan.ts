import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeMembership } from '@/api/account';
import { authKeys } from '@/api/auth';
import { favoriteKeys } from '@/api/favorites';
import type { SelfServeTier } from '@/api/generated';

/** Moves the member to another self-serve plan; the header, guards and limits follow at once. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: SelfServeTier) => changeMembership(tier),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.currentUser, user);
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
    },
  });
}
