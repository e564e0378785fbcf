import type { Faker } from '@faker-js/faker';
import type { GuideWriter } from './text/guides';
import { localRange } from './money';
import type { CountryFacts, Place } from './places';

type Range = (minUsd: number, maxUsd: number) => string;

function neighborhoodGuides(
  place: Place,
  country: CountryFacts,
  range: Range,
  writer: GuideWriter,
  faker: Faker,
) {
  return place.neighborhoods.map((name) => ({
    ...writer.neighbourhood(place, country, name),
    rental_costs: range(
      faker.number.int({ min: 250, max: 500 }),
      faker.number.int({ min: 600, max: 1200 }),
    ),
  }));
}

/** The comprehensive guide of one place, as an object (serialised by the caller). */
export function buildGuide(
  place: Place,
  country: CountryFacts,
  index: number,
  { faker, writer }: { faker: Faker; writer: GuideWriter },
) {
  const range: Range = (min, max) => localRange(min, max, country.currency, place.costOfLiving);
  const safetyKey = index % 2 === 0 ? 'safety' : 'safety_and_security';
  const visaKey = index % 3 === 0 ? 'visa_requirements' : 'visa_and_legal';
  const practical = writer.practical(place, country, range);
  return {
    city_overview: {
      historical_background: writer.history(place, country),
      cultural_significance: writer.significance(place, country),
      demographics: `About ${new Intl.NumberFormat('en-US').format(place.population)} people live here; ${country.languages.join(' and ')} ${country.languages.length > 1 ? 'are' : 'is'} widely spoken.`,
    },
    cost_of_living: {
      housing: {
        rental_ranges: {
          'Studio (city centre)': range(300, 550),
          'One bedroom (city centre)': range(450, 800),
          'One bedroom (outside centre)': range(280, 500),
          'Three bedrooms (family)': range(900, 1800),
        },
      },
      food: {
        grocery_costs: {
          'Weekly groceries (one person)': range(25, 45),
          'Litre of milk': range(1.2, 2),
          'Dozen eggs': range(1.5, 3),
        },
        restaurant_prices: {
          'Street food meal': range(1.5, 3),
          'Mid-range dinner for two': range(20, 40),
          Cappuccino: range(2, 4),
        },
      },
      transportation: {
        public_transit: { 'Single ride': range(0.5, 1.5), 'Monthly pass': range(20, 45) },
        private_transport: { 'Taxi start fare': range(1, 2.5), 'Litre of petrol': range(1, 1.5) },
      },
      utilities: {
        'Electricity, water and gas (monthly)': range(40, 110),
        'Fibre internet (monthly)': range(15, 35),
        'Mobile data plan (monthly)': range(8, 20),
      },
    },
    neighborhoods: neighborhoodGuides(place, country, range, writer, faker),
    transportation: practical.transportation,
    healthcare: practical.healthcare,
    business_environment: writer.business(place, country, range),
    [safetyKey]: {
      general_safety: practical.safety.general_safety,
      crime_rates: faker.helpers.arrayElement(['Low', 'Low to moderate', 'Moderate']),
      safety_tips: practical.safety.safety_tips,
      emergency_contacts: country.emergency,
    },
    [visaKey]: {
      general_information: country.visaSummary,
      visa_types: country.visaTypes,
      ...practical.visa,
    },
  };
}

/** Sections removed from a few guides so the app's 'not available yet' states show with real data. */
export const PARTIAL_GUIDE_SECTIONS = [
  'healthcare',
  'business_environment',
  'neighborhoods',
] as const;
