// Seed data for the mock backend: country facts and city profiles across Asia, read from
// `content/countries.yaml` and `content/places.yaml`.
import { readContent } from './content';
import { type CountryName, countryNamed } from './countryNames';

export type CostOfLiving = 'Low' | 'Medium' | 'High';

export interface CountryFacts extends CountryName {
  currency: string;
  currencyName: string;
  languages: string[];
  emergency: { police: string; ambulance: string; fire: string; tourist_police?: string };
  visaSummary: string;
  visaTypes: string[];
}

export interface Place {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population: number;
  costOfLiving: CostOfLiving;
  temperature: number;
  description: string;
  /** What the place grew from: 'a fishing village'. */
  origin: string;
  highlights: string[];
  neighborhoods: string[];
  /** The neighbourhoods in or next to the centre. */
  centre: string[];
  /** Whether the place has beaches in town or a short ride away. */
  coastal: boolean;
  /** The neighbourhoods on a beach. */
  beachside?: string[];
  hospitals: { public: string[]; private: string[] };
  airport: string;
  industries: string[];
  coworking: string[];
}

const countryDetails = readContent<Array<Omit<CountryFacts, 'code' | 'region'>>>('countries.yaml');

export const countries: CountryFacts[] = countryDetails.map((details) => ({
  ...countryNamed(details.name),
  ...details,
}));

export const places = readContent<Place[]>('places.yaml');
