import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datingKeys, likeDatingProfile } from '@/api/dating';
import type { DatingProfileResponse } from '@/api/generated';

/** A member's like on a profile: kept by the server, so the heart stays filled after a reload. */
export function useProfileLike(id: number, viewerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likeDatingProfile(id),
    onSuccess: (likes) =>
      queryClient.setQueryData<DatingProfileResponse>(
        datingKeys.profile(id, viewerId),
        (current) => (current ? { data: { ...current.data, likes }, liked: true } : current),
      ),
  });
}
