import { queryOptions } from '@tanstack/react-query';
import type {
  CreateTravelListRequest,
  FavoriteKind,
  TravelList,
  UpdateTravelListRequest,
} from './generated';
import { listTravelListsOptions } from './generated/@tanstack/react-query.gen';
import {
  addTravelListItem,
  createTravelList as postList,
  deleteTravelList as deleteList,
  updateTravelList as patchList,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf } from './envelope';
import { api, submissionOptions } from './client';

/** The member's lists, newest first (tagged 'favorites', so they refresh with saved items). */
export function travelListsQueryOptions() {
  return queryOptions({
    ...listTravelListsOptions({ client: api }),
    ...cachePolicy.list,
    select: (response) => response.data,
  });
}

export function createTravelList(
  list: CreateTravelListRequest,
  submissionKey: string,
): Promise<TravelList> {
  return dataOf(postList({ ...submissionOptions(submissionKey), body: list }));
}

export function updateTravelList(
  id: number,
  changes: UpdateTravelListRequest,
): Promise<TravelList> {
  return dataOf(patchList({ client: api, path: { id }, body: changes }));
}

export async function deleteTravelList(id: number): Promise<void> {
  await deleteList({ client: api, path: { id } });
}

export function addToTravelList(
  id: number,
  item: { kind: FavoriteKind; itemId: number },
): Promise<TravelList> {
  return dataOf(
    addTravelListItem({
      client: api,
      path: { id },
      body: { kind: item.kind, item_id: item.itemId },
    }),
  );
}
