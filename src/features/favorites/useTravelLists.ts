import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favoriteKeys } from '@/api/favorites';
import type { FavoriteKind, TravelList, UpdateTravelListRequest } from '@/api/generated';
import {
  addToTravelList,
  deleteTravelList,
  travelListsQueryOptions,
  updateTravelList,
} from '@/api/travelLists';
import { useCurrentUser } from '@/api/useCurrentUser';

type ListChange = { list: TravelList; changes: UpdateTravelListRequest };

/**
 * The member's travel lists and every change to them. A new order or a removed place shows at
 * once and is put back if the server refuses it; the lists and saved items refresh after.
 */
export function useTravelLists() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const listsQuery = travelListsQueryOptions();
  const lists = useQuery({ ...listsQuery, enabled: user !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all });

  const replace = (list: TravelList) =>
    queryClient.setQueryData(
      listsQuery.queryKey,
      (current) =>
        current && { ...current, data: current.data.map((it) => (it.id === list.id ? list : it)) },
    );

  const update = useMutation({
    // One at a time, in the order made: each sends the whole list as the member last saw it.
    scope: { id: 'travel-lists' },
    mutationFn: ({ list, changes }: ListChange) => updateTravelList(list.id, changes),
    onMutate: async ({ list, changes }: ListChange) => {
      if (!changes.favorite_ids) return;
      await queryClient.cancelQueries({ queryKey: listsQuery.queryKey });
      const byId = new Map(list.items.map((item) => [item.id, item]));
      replace({ ...list, items: changes.favorite_ids.flatMap((id) => byId.get(id) ?? []) });
    },
    onSuccess: replace,
    onError: (_error, { list }) => replace(list),
    onSettled: refresh,
  });

  const remove = useMutation({ mutationFn: deleteTravelList, onSettled: refresh });

  const add = useMutation({
    mutationFn: ({
      listId,
      kind,
      itemId,
    }: {
      listId: number;
      kind: FavoriteKind;
      itemId: number;
    }) => addToTravelList(listId, { kind, itemId }),
    onSuccess: replace,
    onSettled: refresh,
  });

  return { lists, update, remove, add };
}
