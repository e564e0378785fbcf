/**
 * The countries of Ginger's world by name, ISO 3166-1 alpha-2 code and region: all the mock's handlers
 * need of them (the seed's facts about each are in `places.ts`).
 */
export type Region = 'Southeast Asia' | 'East Asia' | 'South Asia';

export type CountryName = { name: string; code: string; region: Region };

export const COUNTRY_NAMES: readonly CountryName[] = [
  { name: 'Thailand', code: 'TH', region: 'Southeast Asia' },
  { name: 'Vietnam', code: 'VN', region: 'Southeast Asia' },
  { name: 'Indonesia', code: 'ID', region: 'Southeast Asia' },
  { name: 'Malaysia', code: 'MY', region: 'Southeast Asia' },
  { name: 'Philippines', code: 'PH', region: 'Southeast Asia' },
  { name: 'Singapore', code: 'SG', region: 'Southeast Asia' },
  { name: 'Cambodia', code: 'KH', region: 'Southeast Asia' },
  { name: 'Laos', code: 'LA', region: 'Southeast Asia' },
  { name: 'Myanmar', code: 'MM', region: 'Southeast Asia' },
  { name: 'Japan', code: 'JP', region: 'East Asia' },
  { name: 'South Korea', code: 'KR', region: 'East Asia' },
  { name: 'Taiwan', code: 'TW', region: 'East Asia' },
  { name: 'Hong Kong', code: 'HK', region: 'East Asia' },
  { name: 'China', code: 'CN', region: 'East Asia' },
  { name: 'India', code: 'IN', region: 'South Asia' },
  { name: 'Sri Lanka', code: 'LK', region: 'South Asia' },
  { name: 'Nepal', code: 'NP', region: 'South Asia' },
];

export function countryNamed(name: string): CountryName {
  const country = COUNTRY_NAMES.find((candidate) => candidate.name === name);
  if (!country) throw new Error(`No country named ${name}`);
  return country;
}
