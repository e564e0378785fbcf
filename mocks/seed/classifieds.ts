import { CLASSIFIEDS, parsePrice } from './text/classifieds';
import type { Timeline } from './timeline';

const LISTING_DAYS = 30;

/** The classifieds, each running 30 days from when it was listed or last renewed. */
export function seededAds(time: Timeline) {
  return CLASSIFIEDS.map((ad, index) => {
    const price = parsePrice(ad.price);
    return {
      id: index + 1,
      user_id: ad.userId,
      title: ad.title,
      category: ad.category,
      description: ad.description,
      location: ad.location,
      price_kind: price.kind,
      price_amount: price.amount,
      price_currency: price.currency,
      price_period: price.period,
      contact_email: ad.contact,
      photo: ad.photo,
      plan: 'free',
      created_at: time.daysAgo(ad.daysAgo),
      expires_at: time.daysAgo((ad.renewedDaysAgo ?? ad.daysAgo) - LISTING_DAYS),
      sold_at: ad.soldDaysAgo === undefined ? null : time.daysAgo(ad.soldDaysAgo),
    };
  });
}
