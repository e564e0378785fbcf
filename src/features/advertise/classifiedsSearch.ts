import * as v from 'valibot';
import type { AdFilters } from '@/api/ads';
import { AdCategory, AdCurrency } from '@/api/generated';
import { optionalChoice, optionalFlag, optionalPage, optionalText } from '@/lib/searchParams';

/** An amount from the address ('9500', 9500), or absent. */
const optionalAmount = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.number(),
      v.minValue(0),
      v.maxValue(1_000_000_000_000),
    ),
  ),
  undefined,
);

/** The classifieds' filters as the URL keeps them (`validateSearch` of /classifieds). */
export const classifiedsSearchSchema = v.object({
  category: optionalChoice(AdCategory),
  search: optionalText(100),
  /** Listings priced in this currency; `min_price` and `max_price` are amounts in it. */
  currency: optionalChoice(AdCurrency),
  min_price: optionalAmount,
  max_price: optionalAmount,
  free: optionalFlag,
  page: optionalPage,
});

export type ClassifiedsSearch = v.InferOutput<typeof classifiedsSearchSchema>;

/** The list's query: a price range only with its currency (the API refuses one without). */
export function toAdFilters({ min_price, max_price, ...search }: ClassifiedsSearch): AdFilters {
  return {
    ...search,
    ...(search.currency ? { min_price, max_price } : {}),
    page: search.page ?? 1,
  };
}
