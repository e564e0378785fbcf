import type { Favorite, FavoriteKind } from '@/api/generated';
import { vCreateFavoriteBody, vDeleteFavoritePath } from '@/api/generated/valibot.gen';
import { db, type TableRow } from '../db';
import { slugify } from '../seed/slugify';
import type { UserRecord } from '../resources';
import { contract, noContent, errorResponse, json, notFound } from './http';
import { route } from './route';
import { now as clockNow } from '@/lib/clock';
import { allocateId } from '../persist';

/** Explorer (free) members may keep at most 10 saved items; other plans are unlimited. */
export const FREE_FAVORITES_LIMIT = 10;
export const FAVORITES_LIMIT_MESSAGE =
  'Explorer members can save up to 10 favorites. Upgrade to Adventurer for unlimited saves.';

type FavoriteRow = TableRow<'favorite'>;

/** The saved item's title, page and image, or null when it no longer exists. */
function describeItem(
  kind: FavoriteKind,
  itemId: number,
): Pick<Favorite, 'title' | 'path' | 'image_url'> | null {
  if (kind === 'location') {
    const location = db.location.findFirst((q) => q.where({ id: itemId }));
    return location
      ? {
          title: `${location.city}, ${location.country}`,
          path: `/locations/${slugify(location.country)}/${location.slug}`,
          image_url: location.imageUrl,
        }
      : null;
  }
  if (kind === 'job') {
    const job = db.job.findFirst((q) => q.where({ id: itemId }));
    return job
      ? {
          title: `${job.title} at ${job.company_name}`,
          path: `/jobs/${job.id}`,
          image_url: job.company_logo,
        }
      : null;
  }
  const article = db.article.findFirst((q) => q.where({ id: itemId }));
  return article
    ? { title: article.title, path: `/articles/${article.slug}`, image_url: article.featured_image }
    : null;
}

function toFavorite(row: FavoriteRow): Favorite | null {
  const item = describeItem(row.kind as FavoriteKind, row.item_id);
  return item
    ? {
        id: row.id,
        kind: row.kind as FavoriteKind,
        item_id: row.item_id,
        created_at: row.created_at,
        ...item,
      }
    : null;
}

export function favoritesOf(userId: number): Favorite[] {
  return db.favorite
    .findMany((q) => q.where({ user_id: userId }), { orderBy: { created_at: 'desc' } })
    .map(toFavorite)
    .filter((favorite): favorite is Favorite => favorite !== null);
}

/**
 * The member's favourite for the item, saved now if it was not yet (within the plan's limit):
 * an error response when the item does not exist or the limit is reached.
 */
export async function saveItem(
  user: UserRecord,
  kind: FavoriteKind,
  itemId: number,
): Promise<{ favorite: Favorite; created: boolean } | ReturnType<typeof errorResponse>> {
  const existing = db.favorite.findFirst((q) =>
    q.where({ user_id: user.id, kind, item_id: itemId }),
  );
  const saved = existing && toFavorite(existing);
  if (saved) return { favorite: saved, created: false };
  if (!describeItem(kind, itemId)) return notFound('Item');
  if (user.membership_tier === 'free' && favoritesOf(user.id).length >= FREE_FAVORITES_LIMIT) {
    return errorResponse(403, FAVORITES_LIMIT_MESSAGE);
  }
  const row = await db.favorite.create({
    id: await allocateId('favorite'),
    user_id: user.id,
    kind,
    item_id: itemId,
    created_at: clockNow().toISOString(),
  });
  const favorite = toFavorite(row);
  return favorite ? { favorite, created: true } : notFound('Item');
}

export const favoriteHandlers = [
  contract.get(
    '/favorites',
    route({ auth: 'required' }, ({ user }) => {
      const data = favoritesOf(user.id);
      const limit = user.membership_tier === 'free' ? FREE_FAVORITES_LIMIT : null;
      return json({ data, meta: { count: data.length, limit } });
    }),
  ),

  contract.post(
    '/favorites',
    route({ auth: 'required', body: vCreateFavoriteBody }, async ({ user, body }) => {
      const saved = await saveItem(user, body.kind, body.item_id);
      if (saved instanceof Response) return saved;
      return json({ data: saved.favorite }, saved.created ? 201 : 200);
    }),
  ),

  contract.delete(
    '/favorites/{id}',
    route({ auth: 'required', params: vDeleteFavoritePath }, ({ user, params }) => {
      const favorite = db.favorite.findFirst((q) => q.where({ id: params.id, user_id: user.id }));
      if (!favorite) return notFound('Favorite');
      db.favorite.delete(favorite);
      return noContent();
    }),
  ),
];
