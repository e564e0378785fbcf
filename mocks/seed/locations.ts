import type { Faker } from '@faker-js/faker';
import { buildGuide, PARTIAL_GUIDE_SECTIONS } from './guide';
import { countries, places, type CountryFacts, type Place } from './places';
import { daysFromReference, slugify } from './random';
import { sceneFor } from './scenes';

/** Guides that are deliberately broken: one cut short, one with a syntax error in the middle. */
const TRUNCATED_GUIDE_CITY = 'Ipoh';
const MALFORMED_GUIDE_CITY = 'Pokhara';
/** Guides missing some sections. */
const PARTIAL_GUIDE_CITIES = new Set(['Hua Hin', 'Bandung', 'Davao City', 'Taichung', 'Colombo']);
/** Places whose long-form content is not written yet at all. */
const NO_GUIDE_CITIES = new Set(['Johor Bahru']);

function countryOf(place: Place): CountryFacts {
  const country = countries.find((candidate) => candidate.name === place.country);
  if (!country) throw new Error(`Seed data: no country facts for ${place.country}`);
  return country;
}

function guideText(
  place: Place,
  country: CountryFacts,
  index: number,
  faker: Faker,
): string | null {
  if (NO_GUIDE_CITIES.has(place.city)) return null;
  const guide: Record<string, unknown> = buildGuide(place, country, index, faker);
  if (PARTIAL_GUIDE_CITIES.has(place.city)) {
    for (const section of PARTIAL_GUIDE_SECTIONS) delete guide[section];
  }
  const json = JSON.stringify(guide, null, index % 4 === 0 ? 2 : undefined);
  if (place.city === TRUNCATED_GUIDE_CITY)
    return `## Overview\n\n${json.slice(0, Math.floor(json.length * 0.45))}`;
  if (place.city === MALFORMED_GUIDE_CITY)
    return json.replace('"neighborhoods":', "'neighborhoods' =");
  return index % 5 === 1 ? `## Overview\n\n${json}` : json;
}

function overviewText(place: Place, country: CountryFacts): string {
  return [
    `${place.description}`,
    `${place.city} sits in ${country.name} (${country.region}) and uses the ${country.currencyName}. Highlights include ${place.highlights.join(', ').toLowerCase()}.`,
  ].join('\n\n');
}

export function seedLocationRows(faker: Faker) {
  return places.map((place, index) => {
    const country = countryOf(place);
    const partial = PARTIAL_GUIDE_CITIES.has(place.city) || NO_GUIDE_CITIES.has(place.city);
    const slug = slugify(place.city);
    return {
      id: index + 1,
      slug,
      city: place.city,
      country: place.country,
      description: place.description,
      imageUrl: sceneFor(place),
      highlights: place.highlights,
      views: faker.number.int({ min: 800, max: 90_000 }),
      dating_profiles_count: faker.number.int({ min: 5, max: 450 }),
      meta_title: `${place.city}, ${place.country}: expat and travel guide`,
      meta_description: `Living in or visiting ${place.city}? Costs, neighbourhoods, visas, healthcare and jobs in ${place.city}, ${place.country}.`,
      keywords: [
        place.city,
        place.country,
        `${place.city} expats`,
        `cost of living ${place.city}`,
        `${place.city} digital nomads`,
        `${place.city} neighbourhoods`,
      ],
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: place.timezone,
      population: place.population,
      currency: country.currency,
      costOfLiving: place.costOfLiving,
      temperature: place.temperature,
      overview: overviewText(place, country),
      comprehensive_guide: guideText(place, country, index, faker),
      cost_of_living: `Living costs in ${place.city} are ${place.costOfLiving.toLowerCase()} for the region.`,
      neighborhoods: partial ? null : `Popular areas: ${place.neighborhoods.join(', ')}.`,
      getting_around: `${place.airport} is the main gateway; ride-hailing apps and taxis cover the city.`,
      healthcare: partial
        ? null
        : `Hospitals include ${[...place.hospitals.public, ...place.hospitals.private].join(', ')}.`,
      business: `Key industries: ${place.industries.join(', ')}.`,
      safety: `Emergency numbers: police ${country.emergency.police}, ambulance ${country.emergency.ambulance}.`,
      visa_requirements: country.visaSummary,
      where_to_stay: `Most newcomers start in ${place.neighborhoods.slice(0, 2).join(' or ')}.`,
      updated_at: daysFromReference(-faker.number.int({ min: 1, max: 240 })),
      quality_score:
        index % 9 === 4 ? null : faker.number.float({ min: 0.62, max: 0.98, fractionDigits: 2 }),
    };
  });
}
