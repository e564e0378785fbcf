import type { Ad, AdStatus, CreateAdRequest } from '@/api/generated';
import {
  vContactAdSellerBody,
  vContactAdSellerPath,
  vCreateAdBody,
  vDeleteAdPath,
  vGetAdPath,
  vListAdsQuery,
  vMarkAdSoldPath,
  vRenewAdPath,
  vUpdateAdBody,
  vUpdateAdPath,
} from '@/api/generated/valibot.gen';
import type * as v from 'valibot';
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
import { sendMail } from './requests';
import { route } from './route';
import { takeAttempt } from './throttle';

/** A free listing runs 30 days, and the free plan allows one listing a month. */
const FREE_LISTING_DAYS = 30;
/** A listing can be renewed in its last week, or once it has expired. */
const RENEWAL_WINDOW_DAYS = 7;
const PER_PAGE = 12;

type AdRow = TableRow<'ad'>;
type ListAdsQuery = v.InferOutput<typeof vListAdsQuery>;

function statusOf(row: AdRow): AdStatus {
  if (row.sold_at) return 'sold';
  return Date.parse(row.expires_at) <= clockNow().getTime() ? 'expired' : 'live';
}

/**
 * The listing as `viewer` sees it: its contact address only to its owner (everyone else writes
 * through the contact form, and the mock mails the message on).
 */
function toAd(row: AdRow, viewer: UserRecord | null): Ad {
  const status = statusOf(row);
  const isYours = viewer?.id === row.user_id;
  const priced = row.price_kind === 'amount';
  return {
    id: row.id,
    title: row.title,
    category: row.category as Ad['category'],
    description: row.description,
    location: row.location,
    price_kind: row.price_kind as Ad['price_kind'],
    price_amount: priced ? row.price_amount : null,
    price_currency: priced ? (row.price_currency as Ad['price_currency']) : null,
    price_period: priced ? (row.price_period as Ad['price_period']) : null,
    contact_email: isYours ? row.contact_email : null,
    photo: row.photo,
    plan: row.plan as Ad['plan'],
    created_at: row.created_at,
    expires_at: row.expires_at,
    status,
    is_yours: isYours,
  };
}

const newestFirst = (a: AdRow, b: AdRow) => b.created_at.localeCompare(a.created_at);

type PriceInput = Pick<
  CreateAdRequest,
  'price_kind' | 'price_amount' | 'price_currency' | 'price_period'
>;
type KeptPrice = Pick<AdRow, 'price_kind' | 'price_amount' | 'price_currency' | 'price_period'>;

/**
 * A listing's price as it is kept, or the field errors of one that doesn't add up: an amount
 * needs its currency (and may be asked per hour, night, week or month), and free or on request
 * has none of these. Cents beyond two are rounded off.
 */
function priceOf(body: PriceInput): { price: KeptPrice } | { errors: Record<string, string[]> } {
  if (body.price_kind !== 'amount')
    return {
      price: {
        price_kind: body.price_kind,
        price_amount: null,
        price_currency: null,
        price_period: null,
      },
    };
  const errors: Record<string, string[]> = {};
  if (body.price_amount === null)
    errors.price_amount = ['The price amount field is required when price kind is amount.'];
  if (body.price_currency === null)
    errors.price_currency = ['The price currency field is required when price kind is amount.'];
  if (body.price_amount === null || body.price_currency === null) return { errors };
  return {
    price: {
      price_kind: body.price_kind,
      price_amount: Math.round(body.price_amount * 100) / 100,
      price_currency: body.price_currency,
      price_period: body.price_period ?? null,
    },
  };
}

type ListingInput = PriceInput &
  Pick<CreateAdRequest, 'title' | 'category' | 'description' | 'location' | 'contact_email'>;

/**
 * What the member writes of a listing, as it is kept (a new listing and an edit take the same
 * fields), or the field errors of its price.
 */
function writtenListing(body: ListingInput) {
  const priced = priceOf(body);
  if ('errors' in priced) return priced;
  return {
    listing: {
      title: body.title.trim(),
      category: body.category,
      description: body.description.trim(),
      location: body.location.trim(),
      ...priced.price,
      contact_email: body.contact_email,
    },
  };
}

/** Whether a live listing passes the list's price filters (a range is in the chosen currency). */
function matchesPrice(row: AdRow, query: ListAdsQuery) {
  if (query.free && row.price_kind !== 'free') return false;
  if (!query.currency) return true;
  if (row.price_kind !== 'amount' || row.price_currency !== query.currency) return false;
  const amount = row.price_amount ?? 0;
  return (
    (query.min_price === undefined || amount >= query.min_price) &&
    (query.max_price === undefined || amount <= query.max_price)
  );
}

function ownAd(user: UserRecord, id: number) {
  return db.ad.findFirst((q) => q.where({ id, user_id: user.id }));
}

type AdChange = Parameters<typeof db.ad.update>[1]['data'];

/** Writes a change to one of the member's listings and answers with the listing as it is now. */
async function changeOwnAd(user: UserRecord, row: AdRow, change: AdChange) {
  const updated = await db.ad.update(row, { data: change });
  return json({ data: toAd(updated ?? row, user) });
}

export const adHandlers = [
  contract.get(
    '/ads',
    route({ auth: 'optional', query: vListAdsQuery }, ({ user, query }) => {
      if (!query.currency && (query.min_price !== undefined || query.max_price !== undefined)) {
        const message = 'The currency field is required when min price or max price is present.';
        return validationError({ currency: [message] });
      }
      if (
        query.min_price !== undefined &&
        query.max_price !== undefined &&
        query.max_price < query.min_price
      )
        return validationError({
          max_price: ['The max price field must be greater than or equal to min price.'],
        });
      const rows = db.ad
        .findMany()
        .filter((row) => statusOf(row) === 'live')
        .filter((row) => !query.category || row.category === query.category)
        .filter((row) => matchesSearch(query.search, [row.title, row.description, row.location]))
        .filter((row) => matchesPrice(row, query))
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
      const written = writtenListing(body);
      if ('errors' in written) return validationError(written.errors);
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
        ...written.listing,
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
        const written = writtenListing(body);
        if ('errors' in written) return validationError(written.errors);
        return changeOwnAd(user, row, (ad) => void Object.assign(ad, written.listing));
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
      return changeOwnAd(
        user,
        row,
        (ad) => void (ad.expires_at = new Date(now + FREE_LISTING_DAYS * DAY_MS).toISOString()),
      );
    }),
  ),

  contract.post(
    '/ads/{id}/sold',
    route({ auth: 'required', params: vMarkAdSoldPath }, async ({ user, params }) => {
      const row = ownAd(user, params.id);
      if (!row) return notFound('Listing');
      return changeOwnAd(user, row, (ad) => void (ad.sold_at ??= clockNow().toISOString()));
    }),
  ),

  contract.post(
    '/ads/{id}/contact',
    route(
      { auth: 'required', params: vContactAdSellerPath, body: vContactAdSellerBody },
      async ({ user, params, body }) => {
        const row = db.ad.findFirst((q) => q.where({ id: params.id }));
        if (!row) return notFound('Listing');
        if (row.user_id === user.id) {
          const message = 'This is your own listing.';
          return validationError({ listing: [message] }, message);
        }
        if (statusOf(row) !== 'live') {
          const message = 'This listing has ended, so its seller no longer takes messages.';
          return validationError({ listing: [message] }, message);
        }
        const throttled = await takeAttempt('sellerMessage', String(user.id));
        if (throttled) return throttled;
        await sendMail({
          to: row.contact_email,
          subject: `A message about your listing: ${row.title}`,
          text: `${user.name} (${user.email}) wrote about your listing on Ginger. Reply to them at ${user.email}.\n\n${body.message.trim()}`,
          link: `/classifieds/${row.id}`,
        });
        return json(
          {
            message:
              'Your message is on its way to the seller, who can reply to your email address.',
          },
          201,
        );
      },
    ),
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
