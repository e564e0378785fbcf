import { queryOptions } from '@tanstack/react-query';
import type { CreateTravelListRequest, FavoriteKind, TravelList } from './generated';
import {
  vCreateFavoriteResponse,
  vCreateTravelListResponse,
  vListFavoritesResponse,
} from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiCommand, apiRequest } from './client';

export const favoriteKeys = { all: ['favorites'] as const };

export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: favoriteKeys.all,
    queryFn: () => apiRequest('/favorites', vListFavoritesResponse),
    ...cachePolicy.list,
  });
}

export async function saveFavorite(kind: FavoriteKind, itemId: number) {
  return (
    await apiRequest('/favorites', vCreateFavoriteResponse, {
      method: 'post',
      json: { kind, item_id: itemId },
    })
  ).data;
}

export async function removeFavorite(id: number): Promise<void> {
  await apiCommand(`/favorites/${id}`, { method: 'delete' });
}

export async function createTravelList(
  list: CreateTravelListRequest,
  submissionKey: string,
): Promise<TravelList> {
  return (
    await apiRequest('/lists', vCreateTravelListResponse, {
      method: 'post',
      json: list,
      submissionKey,
    })
  ).data;
}
