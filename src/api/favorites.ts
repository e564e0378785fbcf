import { queryOptions } from '@tanstack/react-query';
import type { FavoriteKind } from './generated';
import { listFavoritesOptions } from './generated/@tanstack/react-query.gen';
import { createFavorite, deleteFavorite } from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf } from './envelope';
import { api } from './client';

/** Every favourites query, by the contract's tag (member data: see MEMBER_QUERY_TAGS). */
export const favoriteKeys = { all: [{ tags: ['favorites'] }] as const };

export function favoritesQueryOptions() {
  return queryOptions({ ...listFavoritesOptions({ client: api }), ...cachePolicy.list });
}

export function saveFavorite(kind: FavoriteKind, itemId: number) {
  return dataOf(createFavorite({ client: api, body: { kind, item_id: itemId } }));
}

export async function removeFavorite(id: number): Promise<void> {
  await deleteFavorite({ client: api, path: { id } });
}
