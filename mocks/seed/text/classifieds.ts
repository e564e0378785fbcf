import { readContent } from '../content';

/**
 * The classifieds as members wrote them: rooms, tours, tables, services and things for sale.
 * `daysAgo` is when each was listed (a free listing runs 30 days from then, or from its renewal);
 * `photo` is a picture of the site's own where one fits.
 */
export const CLASSIFIED_CATEGORIES = [
  'accommodation',
  'tours',
  'restaurants',
  'jobs',
  'services',
  'buy-sell',
] as const;
export type ClassifiedCategory = (typeof CLASSIFIED_CATEGORIES)[number];

export type ClassifiedText = {
  userId: number;
  title: string;
  category: ClassifiedCategory;
  description: string;
  location: string;
  /** What the seller asks: an amount and its currency code ('9500 THB'), 'free' or 'on request'. */
  price: string;
  contact: string;
  photo: string | null;
  daysAgo: number;
  /** When its owner renewed it for another 30 days, if they did. */
  renewedDaysAgo?: number;
  soldDaysAgo?: number;
};

export type ClassifiedPrice =
  | { kind: 'amount'; amount: number; currency: string; period: string | null }
  | { kind: 'free' | 'on_request'; amount: null; currency: null; period: null };

/**
 * '9500 THB' is that amount in baht, '9500 THB a month' that much each month (or 'an hour',
 * 'a night', 'a week'); 'free' and 'on request' have no amount.
 */
export function parsePrice(text: string): ClassifiedPrice {
  if (text === 'free') return { kind: 'free', amount: null, currency: null, period: null };
  if (text === 'on request')
    return { kind: 'on_request', amount: null, currency: null, period: null };
  const match = /^(\d+(?:\.\d{1,2})?) ([A-Z]{3})(?: an? (hour|night|week|month))?$/.exec(text);
  if (!match)
    throw new Error(
      `classifieds.yaml: '${text}' is not a price ('9500 THB', '9500 THB a month', free or on request)`,
    );
  return {
    kind: 'amount',
    amount: Number(match[1]),
    currency: match[2]!,
    period: match[3] ?? null,
  };
}

/** `content/classifieds.yaml` names a photo by its scene; here it is the picture's path. */
export const CLASSIFIEDS: ClassifiedText[] = readContent<ClassifiedText[]>('classifieds.yaml').map(
  (ad) => ({
    ...ad,
    price: String(ad.price),
    photo: ad.photo && `/images/scenes/generated/${ad.photo}.svg`,
  }),
);
