import type { Favorite, TravelList } from '@/api/generated';
import {
  vAddTravelListItemBody,
  vAddTravelListItemPath,
  vCreateTravelListBody,
  vDeleteTravelListPath,
  vUpdateTravelListBody,
  vUpdateTravelListPath,
} from '@/api/generated/valibot.gen';
import { now as clockNow } from '@/lib/clock';
import { db, type TableRow } from '../db';
import { allocateId } from '../persist';
import { favoritesOf, saveItem } from './favorites';
import { contract, json, noContent, notFound, validationError } from './http';
import { route } from './route';

type TravelListRow = TableRow<'travelList'>;

const NOT_YOUR_PLACES = { favorite_ids: ['Choose places from your own saved places.'] };

/** The member's favourites with these ids, in this order, or null when one is not theirs. */
function placesOf(userId: number, ids: number[]): Favorite[] | null {
  const saved = new Map(favoritesOf(userId).map((favorite) => [favorite.id, favorite]));
  const places = ids.map((id) => saved.get(id));
  return places.every((place) => place !== undefined) ? places : null;
}

/** The list as the contract shows it: places removed from favourites drop off. */
function toTravelList(row: TravelListRow): TravelList {
  const saved = new Map(favoritesOf(row.user_id).map((favorite) => [favorite.id, favorite]));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    items: row.favorite_ids.flatMap((id) => saved.get(id) ?? []),
    created_at: row.created_at,
  };
}

function listOf(userId: number, id: number) {
  return db.travelList.findFirst((q) => q.where({ id, user_id: userId }));
}

export const travelListHandlers = [
  contract.get(
    '/lists',
    route({ auth: 'required' }, ({ user }) => {
      const rows = db.travelList.findMany((q) => q.where({ user_id: user.id }), {
        orderBy: { created_at: 'desc' },
      });
      return json({ data: rows.map(toTravelList) });
    }),
  ),

  contract.post(
    '/lists',
    route({ auth: 'required', body: vCreateTravelListBody }, async ({ user, body }) => {
      const ids = [...new Set(body.favorite_ids)];
      if (!placesOf(user.id, ids)) return validationError(NOT_YOUR_PLACES);
      const row = await db.travelList.create({
        id: await allocateId('travelList'),
        user_id: user.id,
        name: body.name,
        description: body.description || null,
        favorite_ids: ids,
        created_at: clockNow().toISOString(),
      });
      return json({ data: toTravelList(row) }, 201);
    }),
  ),

  contract.patch(
    '/lists/{id}',
    route(
      { auth: 'required', params: vUpdateTravelListPath, body: vUpdateTravelListBody },
      async ({ user, params, body }) => {
        const list = listOf(user.id, params.id);
        if (!list) return notFound('Travel list');
        if (Object.keys(body).length === 0) {
          return validationError({ name: ['Send at least one field to change.'] });
        }
        const ids = body.favorite_ids && [...new Set(body.favorite_ids)];
        if (ids && !placesOf(user.id, ids)) return validationError(NOT_YOUR_PLACES);
        const updated = await db.travelList.update(list, {
          data(row) {
            if (body.name !== undefined) row.name = body.name;
            if (body.description !== undefined) row.description = body.description || null;
            if (ids) row.favorite_ids = ids;
          },
        });
        return json({ data: toTravelList(updated ?? list) });
      },
    ),
  ),

  contract.delete(
    '/lists/{id}',
    route({ auth: 'required', params: vDeleteTravelListPath }, ({ user, params }) => {
      const list = listOf(user.id, params.id);
      if (!list) return notFound('Travel list');
      db.travelList.delete(list);
      return noContent();
    }),
  ),

  contract.post(
    '/lists/{id}/items',
    route(
      { auth: 'required', params: vAddTravelListItemPath, body: vAddTravelListItemBody },
      async ({ user, params, body }) => {
        const list = listOf(user.id, params.id);
        if (!list) return notFound('Travel list');
        const saved = await saveItem(user, body.kind, body.item_id);
        if (saved instanceof Response) return saved;
        const { id } = saved.favorite;
        const updated = list.favorite_ids.includes(id)
          ? list
          : await db.travelList.update(list, {
              data: (row) => void (row.favorite_ids = [...row.favorite_ids, id]),
            });
        return json({ data: toTravelList(updated ?? list) });
      },
    ),
  ),
];
