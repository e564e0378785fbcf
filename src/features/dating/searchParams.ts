import * as v from 'valibot';
import { AgeBand, GenderFilter } from '@/api/generated';
import { optionalChoice, optionalText } from '@/lib/searchParams';

export const AGE_BANDS = Object.values(AgeBand);

export const GENDERS = Object.values(GenderFilter);

/** The dating filters as the URL keeps them; 'all' genders is the default and is left out. */
export const datingSearchSchema = v.object({
  country: optionalText(100),
  age: optionalChoice(AgeBand),
  gender: v.pipe(
    optionalChoice(GenderFilter),
    v.transform((gender) => (gender === 'all' ? undefined : gender)),
  ),
});

export type DatingSearch = v.InferOutput<typeof datingSearchSchema>;

/** How many filters narrow the members shown ('all' genders is no filter). */
export function activeDatingFilters(search: DatingSearch): number {
  return [search.country, search.age, search.gender].filter(Boolean).length;
}
