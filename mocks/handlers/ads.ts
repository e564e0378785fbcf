import type { Ad, AdStatus } from '@/api/generated';
import {
  vCreateAdBody,
  vDeleteAdPath,
  vGetAdPath,
  vListAdsQuery,
  vMarkAdSoldPath,
  vRenewAdPath,
  vUpdateAdBody,
  vUpdateAdPath,
} from '@/api/generated/valibot.gen';
import { now as clockNow } from '@/lib/clock';
import { DAY_MS } from '../seed/timeline';
import { db, type TableRow } from '../db';
import { allocateId } from '../persist';
import type { UserRecord } from '../resources';
import {
  contract,
  errorResponse,
  json,
  longDate,
  matchesSearch,
  noContent,
  notFound,
  paginate,
  validationError,
} from './http';
import { route } from './route';

/** A free listing runs 30 days, and the free plan allows one listing a month. */
const FREE_LISTING_DAYS = 30;
/** A listing can be renewed in its last week, or once it has expired. */
const RENEWAL_WINDOW_DAYS = 7;
const PER_PAGE = 12;

type AdRow = TableRow<'ad'>;

function statusOf(row: AdRow): AdStatus {
  if (row.sold_at) return 'sold';
  return Date.parse(row.expires_at) <= clockNow().getTime() ? 'expired' : 'live';
}

/** The listing as `viewer` sees it: the contact only while it is live, or to its owner. */
function toAd(row: AdRow, viewer: UserRecord | null): Ad {
  const status = statusOf(row);
  const isYours = viewer?.id === row.user_id;
  return {
    id: row.id,
    title: row.title,
    category: row.category as Ad['category'],
    description: row.description,
    location: row.location,
    contact_email: status === 'live' || isYours ? row.contact_email : null,
    photo: row.photo,
    plan: row.plan as Ad['plan'],
    created_at: row.created_at,
    expires_at: row.expires_at,
    status,
    is_yours: isYours,
  };
}

const newestFirst = (a: AdRow, b: AdRow) => b.created_at.localeCompare(a.created_at);

function ownAd(user: UserRecord, id: number) {
  return db.ad.findFirst((q) => q.where({ id, user_id: user.id }));
}

export const adHandlers = [
  contract.get(
    '/ads',
    route({ auth: 'optional', query: vListAdsQuery }, ({ user, query }) => {
      const rows = db.ad
        .findMany()
        .filter((row) => statusOf(row) === 'live')
        .filter((row) => !query.category || row.category === query.category)
        .filter((row) => matchesSearch(query.search, [row.title, row.description, row.location]))
        .sort(newestFirst);
      const page = paginate(rows, query.page ?? 1, PER_PAGE);
      return json({ data: page.data.map((row) => toAd(row, user)), meta: page.meta });
    }),
  ),

  contract.get(
    '/ads/mine',
    route({ auth: 'required' }, ({ user }) => {
      const rows = db.ad.findMany((q) => q.where({ user_id: user.id })).sort(newestFirst);
      return json({ data: rows.map((row) => toAd(row, user)) });
    }),
  ),

  contract.get(
    '/ads/{id}',
    route({ auth: 'optional', params: vGetAdPath }, ({ user, params }) => {
      const row = db.ad.findFirst((q) => q.where({ id: params.id }));
      return row ? json({ data: toAd(row, user) }) : notFound('Listing');
    }),
  ),

  contract.post(
    '/ads',
    route({ auth: 'required', body: vCreateAdBody }, async ({ user, body }) => {
      const now = clockNow().getTime();
      const listedThisMonth = db.ad
        .findMany((q) => q.where({ user_id: user.id }))
        .some((ad) => now - Date.parse(ad.created_at) < FREE_LISTING_DAYS * DAY_MS);
      if (listedThisMonth) {
        const message =
          'The free plan includes 1 listing per month. Upgrade to Premium for unlimited listings.';
        return validationError({ plan: [message] }, message);
      }
      const ad = await db.ad.create({
        id: await allocateId('ad'),
        user_id: user.id,
        title: body.title.trim(),
        category: body.category,
        description: body.description.trim(),
        location: body.location.trim(),
        contact_email: body.contact_email,
        photo: body.photo ?? null,
        plan: 'free',
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + FREE_LISTING_DAYS * DAY_MS).toISOString(),
        sold_at: null,
      });
      return json({ data: toAd(ad, user) }, 201);
    }),
  ),

  contract.patch(
    '/ads/{id}',
    route(
      { auth: 'required', params: vUpdateAdPath, body: vUpdateAdBody },
      async ({ user, params, body }) => {
        const row = ownAd(user, params.id);
        if (!row) return notFound('Listing');
        const updated = await db.ad.update(row, {
          data: (ad) =>
            void Object.assign(ad, {
              title: body.title.trim(),
              category: body.category,
              description: body.description.trim(),
              location: body.location.trim(),
              contact_email: body.contact_email,
            }),
        });
        return json({ data: toAd(updated ?? row, user) });
      },
    ),
  ),

  contract.post(
    '/ads/{id}/renew',
    route({ auth: 'required', params: vRenewAdPath }, async ({ user, params }) => {
      const row = ownAd(user, params.id);
      if (!row) return notFound('Listing');
      if (row.sold_at) return errorResponse(409, 'A sold listing cannot be renewed.');
      const now = clockNow().getTime();
      if (Date.parse(row.expires_at) - now > RENEWAL_WINDOW_DAYS * DAY_MS)
        return errorResponse(
          409,
          `This listing runs until ${longDate(row.expires_at)}. You can renew it in its last ${RENEWAL_WINDOW_DAYS} days.`,
        );
      const updated = await db.ad.update(row, {
        data: (ad) =>
          void (ad.expires_at = new Date(now + FREE_LISTING_DAYS * DAY_MS).toISOString()),
      });
      return json({ data: toAd(updated ?? row, user) });
    }),
  ),

  contract.post(
    '/ads/{id}/sold',
    route({ auth: 'required', params: vMarkAdSoldPath }, async ({ user, params }) => {
      const row = ownAd(user, params.id);
      if (!row) return notFound('Listing');
      const updated = await db.ad.update(row, {
        data: (ad) => void (ad.sold_at ??= clockNow().toISOString()),
      });
      return json({ data: toAd(updated ?? row, user) });
    }),
  ),

  contract.delete(
    '/ads/{id}',
    route({ auth: 'required', params: vDeleteAdPath }, async ({ user, params }) => {
      const row = ownAd(user, params.id);
      if (!row) return notFound('Listing');
      await db.ad.delete(row);
      return noContent();
    }),
  ),
];
