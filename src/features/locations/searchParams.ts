import * as v from 'valibot';
import type { LocationFilters } from '@/api/locations';
import { vLocationSort } from '@/api/generated/valibot.gen';

export const LOCATIONS_PER_PAGE = 12;

/** The list's filters as they live in the URL; anything malformed falls back to the default. */
export const locationSearchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  country: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  sort: v.fallback(v.optional(vLocationSort), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type LocationSearch = v.InferOutput<typeof locationSearchSchema>;

export function toLocationFilters(search: LocationSearch): LocationFilters {
  return {
    search: search.search || undefined,
    country: search.country || undefined,
    sort: search.sort ?? 'latest',
    page: search.page ?? 1,
    per_page: LOCATIONS_PER_PAGE,
  };
}

export const SORT_OPTIONS = [
  { value: 'latest', label: 'Recently updated' },
  { value: 'popularity', label: 'Most popular' },
  { value: 'name', label: 'City A-Z' },
  { value: 'jobs_count', label: 'Most jobs' },
  { value: 'profiles_count', label: 'Most expats' },
] as const;
