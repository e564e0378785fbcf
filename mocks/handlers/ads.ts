import type { Ad } from '@/api/generated';
import { vCreateAdBody } from '@/api/generated/valibot.gen';
import { db, type TableRow } from '../db';
import { contract, json, validationError } from './http';
import { route } from './route';
import { now as clockNow } from '@/lib/clock';
import { allocateId } from '../persist';

const DAY_MS = 24 * 3600 * 1000;
/** SPEC §9: a free listing runs 30 days, and the free plan allows one listing a month. */
const FREE_LISTING_DAYS = 30;

type AdRow = TableRow<'ad'>;

function toAd({ user_id: _owner, ...row }: AdRow): Ad {
  return { ...row, category: row.category as Ad['category'], plan: row.plan as Ad['plan'] };
}

export const adHandlers = [
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
      });
      return json({ data: toAd(ad) }, 201);
    }),
  ),
];
