import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favoriteKeys, favoritesQueryOptions, removeFavorite, saveFavorite } from '@/api/favorites';
import type { FavoriteKind } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';

/** The member's saved items (none for a visitor), and saving and removing through the contract. */
export function useFavorites() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const favorites = useQuery({ ...favoritesQueryOptions(), enabled: user !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
  const save = useMutation({
    mutationFn: ({ kind, itemId }: { kind: FavoriteKind; itemId: number }) =>
      saveFavorite(kind, itemId),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: removeFavorite, onSuccess: refresh });
  return { user, favorites, save, remove };
}
