import type { AgeBand, GenderFilter } from '@/api/generated';
import { optionalChoice, optionalText } from '@/lib/searchParams';

export const AGE_BANDS: readonly AgeBand[] = ['18-25', '26-35', '36-45', '46+'];

export const GENDERS: readonly GenderFilter[] = ['all', 'women', 'men', 'other'];

/** The dating filters as the URL keeps them; 'all' genders is the default and is left out. */
export type DatingSearch = {
  country?: string;
  age?: AgeBand;
  gender?: Exclude<GenderFilter, 'all'>;
};

export function validateDatingSearch(search: Record<string, unknown>): DatingSearch {
  const gender = optionalChoice(GENDERS, search.gender);
  return {
    country: optionalText(search.country, 100),
    age: optionalChoice(AGE_BANDS, search.age),
    gender: gender === 'all' ? undefined : gender,
  };
}
