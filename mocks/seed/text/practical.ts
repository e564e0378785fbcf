/**
 * The practical sections of a place's guide (getting around, health care, safety, visas): what its
 * country makes true (apps, licences, hospitals, visa rules), what its kind of place makes true
 * (traffic in a megacity, on an island, in the hills) and its own transport lines. The words are in
 * `content/guides/practical.yaml` and `content/guides/places.yaml`.
 */
import { readContent, type Words } from '../content';
import type { CountryFacts, Place } from '../places';

export type PlaceKind = 'megacity' | 'city' | 'town' | 'beach' | 'island' | 'hill';

type CountryPractice = {
  /** False where nobody rents scooters, so the guide gives no rental price. */
  scooterRentals?: boolean;
  taxis: string;
  apps: string;
  licence: string;
  health: string;
  emergency: string;
  safety: string;
  insurance: string[];
  tips: string[];
  documents: string[];
  processing: string;
  notes: string[];
};

const PRACTICAL = readContent<{
  countries: Record<string, CountryPractice>;
  kinds: {
    traffic: Record<PlaceKind, string[]>;
    scooter: string[];
    car: string[];
    insuranceCost: string[];
    tips: Record<PlaceKind, string[]>;
  };
}>('guides/practical.yaml');

const PLACES =
  readContent<Record<string, { kind: PlaceKind; transit: string; airport: string }>>(
    'guides/places.yaml',
  );

/** How the guide writer writes a text: one of `templates`, filled, of a shape still free. */
export type PracticalWrite = (templates: readonly string[], words?: Words) => string;

/** A price range in the place's currency, from US dollars. */
export type PriceRange = (minUsd: number, maxUsd: number) => string;

/** A country's safety tips, and its kind of place's: `count` of them, none twice. */
const COUNTRY_TIPS = 2;

function facts(place: Place, country?: CountryFacts) {
  const own = PLACES[place.city];
  const practice = PRACTICAL.countries[country?.name ?? place.country];
  if (!own || !practice)
    throw new Error(`content/guides: no practical facts for ${place.city}, ${place.country}`);
  return { own, practice };
}

/** A place's kind: megacity, city, town, beach, island or hill. */
export const kindOf = (place: Place): PlaceKind => facts(place).own.kind;

/** Tips drawn one by one, each of a shape still free and none twice. */
function tips(write: PracticalWrite, pool: readonly string[], count: number): string[] {
  const chosen: string[] = [];
  for (let at = 0; at < count; at += 1) {
    const left = pool.filter((tip) => !chosen.includes(tip));
    if (left.length) chosen.push(write(left));
  }
  return chosen;
}

export function practicalSections(
  place: Place,
  country: CountryFacts,
  { write, range }: { write: PracticalWrite; range: PriceRange },
) {
  const { own, practice } = facts(place, country);
  const hospital = place.hospitals.private[0] ?? place.hospitals.public[0] ?? place.city;
  const words: Words = { hospital, ambulance: country.emergency.ambulance };
  const one = (template: string) => write([template], words);
  return {
    transportation: {
      public_transit: {
        bus_system: own.transit,
        taxis: one(practice.taxis),
        'ride-sharing': one(practice.apps),
      },
      private_transport: {
        motorbike_rental: [
          practice.scooterRentals === false
            ? null
            : write(PRACTICAL.kinds.scooter, { scooterPrice: range(60, 120) }),
          one(practice.licence),
        ]
          .filter(Boolean)
          .join(' '),
        car_rental: write(PRACTICAL.kinds.car, { carPrice: range(25, 45) }),
      },
      traffic_patterns: write(PRACTICAL.kinds.traffic[own.kind]),
      airport_connections: own.airport,
    },
    healthcare: {
      system_overview: one(practice.health),
      major_hospitals: { public: place.hospitals.public, private: place.hospitals.private },
      health_insurance: {
        options: practice.insurance,
        costs: write(PRACTICAL.kinds.insuranceCost, { insurancePrice: range(60, 200) }),
      },
      emergency_services: one(practice.emergency),
    },
    safety: {
      general_safety: one(practice.safety),
      safety_tips: [
        ...tips(write, practice.tips, COUNTRY_TIPS),
        ...tips(write, PRACTICAL.kinds.tips[own.kind], 1),
      ],
    },
    visa: {
      required_documents: practice.documents,
      processing_times: practice.processing,
      important_notes: practice.notes,
    },
  };
}
