import * as v from 'valibot';
import type { AdFilters } from '@/api/ads';
import { AdCategory } from '@/api/generated';
import { optionalChoice, optionalPage, optionalText } from '@/lib/searchParams';

/** The classifieds' filters as the URL keeps them (`validateSearch` of /classifieds). */
export const classifiedsSearchSchema = v.object({
  category: optionalChoice(AdCategory),
  search: optionalText(100),
  page: optionalPage,
});

export type ClassifiedsSearch = v.InferOutput<typeof classifiedsSearchSchema>;

export function toAdFilters(search: ClassifiedsSearch): AdFilters {
  return { ...search, page: search.page ?? 1 };
}
