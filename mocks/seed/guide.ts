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
    transportation: {
      public_transit: {
        bus_system: `City buses cover most of ${place.city}; pay with cash or a stored-value card.`,
        taxis: 'Metered taxis are common; ask for the meter or agree on a fare before you ride.',
        'ride-sharing':
          faker.helpers.arrayElement([
            'Grab',
            'Grab and Bolt',
            'Gojek and Grab',
            'Uber and local apps',
            'PickMe and Uber',
          ]) + ' work well across the city.',
      },
      private_transport: {
        motorbike_rental: `Scooters rent for about ${range(60, 120)} a month; an international licence with a motorbike endorsement is required.`,
        car_rental: `Cars with a driver are often cheaper than self-drive; self-drive rentals start near ${range(25, 45)} a day.`,
      },
      traffic_patterns:
        'Expect the heaviest traffic between 7 and 9 am and 5 and 7 pm on weekdays.',
      airport_connections: `${place.airport} connects ${place.city} with regional hubs.`,
    },
    healthcare: {
      system_overview: `${place.city} has both public hospitals and private international clinics; private care is faster and English-friendly.`,
      major_hospitals: { public: place.hospitals.public, private: place.hospitals.private },
      health_insurance: {
        options: [
          'International expat health plan',
          'Local private insurance',
          'Travel insurance for short stays',
        ],
        costs: `${range(60, 200)} a month for a comprehensive expat plan`,
      },
      emergency_services: `Call ${country.emergency.ambulance} for an ambulance.`,
    },
    business_environment: {
      key_industries: place.industries,
      startup_ecosystem: `${place.city} has a ${place.population > 2_000_000 ? 'busy' : 'small but friendly'} startup scene with regular meetups.`,
      coworking_spaces: {
        examples: place.coworking,
        costs: `Hot desks from ${range(80, 180)} a month`,
      },
      business_networking:
        'Chambers of commerce, nomad meetups and industry groups hold monthly events.',
    },
    [safetyKey]: {
      general_safety: `${place.city} is generally safe for visitors; petty theft is the most common problem.`,
      crime_rates: faker.helpers.arrayElement(['Low', 'Low to moderate', 'Moderate']),
      safety_tips: [
        'Keep valuables out of sight in crowded markets',
        'Use licensed taxis or ride-hailing apps at night',
        'Carry a copy of your passport, not the original',
        'Drink bottled or filtered water',
      ],
      emergency_contacts: country.emergency,
    },
    [visaKey]: {
      general_information: country.visaSummary,
      visa_types: country.visaTypes,
      required_documents: [
        'Passport valid for at least six months',
        'Recent passport photo',
        'Proof of onward travel',
        'Proof of funds or bank statement',
      ],
      processing_times: faker.helpers.arrayElement([
        '3 to 5 working days',
        '5 to 10 working days',
        'About two weeks',
      ]),
      important_notes: [
        'Rules change often: confirm with the embassy before you travel',
        'Overstaying leads to daily fines',
      ],
    },
  };
}

/** Sections removed from a few guides so the app's 'not available yet' states show with real data. */
export const PARTIAL_GUIDE_SECTIONS = [
  'healthcare',
  'business_environment',
  'neighborhoods',
] as const;
