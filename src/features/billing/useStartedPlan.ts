import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from '@/api/auth';
import { billingKeys } from '@/api/billing';
import { favoriteKeys } from '@/api/favorites';
import type { CheckoutResult } from '@/api/generated';
import { insiderGuideKeys } from '@/api/insiderGuides';

/**
 * Applies a finished checkout to every screen at once: the header shows the new tier, guards
 * and limits follow, insider guides open, and the billing pages read the plan and invoices again.
 */
export function useStartedPlan() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: CheckoutResult) => {
      if (result.user) queryClient.setQueryData(authKeys.currentUser, result.user);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      void queryClient.invalidateQueries({ queryKey: insiderGuideKeys.all });
    },
    [queryClient],
  );
}
