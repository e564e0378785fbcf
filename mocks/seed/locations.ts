import type { Faker } from '@faker-js/faker';
import { buildGuide, PARTIAL_GUIDE_SECTIONS } from './guide';
import { GUIDE_TOPICS, guideFacts } from './guideFacts';
import { countries, places, type CountryFacts, type Place } from './places';
import type { SeedContext } from './world';
import { slugify } from './slugify';
import { placeScenes } from './scenes';
import { guideWriter, type GuideWriter } from './text/guides';

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
  authors: { faker: Faker; writer: GuideWriter },
): string | null {
  if (NO_GUIDE_CITIES.has(place.city)) return null;
  const guide: Record<string, unknown> = buildGuide(place, country, index, authors);
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

/** A guide with no topic of its own (the guides page's General): written without topic words. */
const GENERAL_OVERVIEW: Record<string, string> = {
  'Johor Bahru':
    "Johor Bahru is Malaysia's southern gateway, linked to Singapore by the causeway, and one of the country's fastest-growing cities. Many people who work in Singapore live here, and townships such as Mount Austin and Bukit Indah keep spreading north.",
};

function guideTopic(index: number) {
  return GUIDE_TOPICS[index % GUIDE_TOPICS.length]!;
}

function overviewText(place: Place, country: CountryFacts, index: number, writer: GuideWriter) {
  return GENERAL_OVERVIEW[place.city] ?? writer.overview(place, country, guideTopic(index));
}

export function seedLocationRows({ faker, time }: SeedContext) {
  const scenes = placeScenes(places);
  const writer = guideWriter(faker);
  return places.map((place, index) => {
    const country = countryOf(place);
    const partial = PARTIAL_GUIDE_CITIES.has(place.city) || NO_GUIDE_CITIES.has(place.city);
    const slug = slugify(place.city);
    const row = {
      id: index + 1,
      slug,
      city: place.city,
      country: place.country,
      description: place.description,
      imageUrl: scenes.get(place)!,
      highlights: place.highlights,
      // A guide is Featured above 1,000 views: the editors' picks, one city in five.
      views:
        index % 5 === 0
          ? faker.number.int({ min: 1_200, max: 24_000 })
          : faker.number.int({ min: 120, max: 990 }),
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
      overview: overviewText(place, country, index, writer),
      comprehensive_guide: guideText(place, country, index, { faker, writer }),
      cost_of_living: `Living costs in ${place.city} are ${place.costOfLiving.toLowerCase()} for the region.`,
      neighborhoods: partial ? null : `Popular areas: ${place.neighborhoods.join(', ')}.`,
      getting_around: GENERAL_OVERVIEW[place.city]
        ? `${place.airport} is the nearest airport; most people cross to Singapore by car or on foot.`
        : `${place.airport} is the main gateway; ride-hailing apps and taxis cover the city.`,
      healthcare: partial
        ? null
        : `Hospitals include ${[...place.hospitals.public, ...place.hospitals.private].join(', ')}.`,
      business: `Key industries: ${place.industries.join(', ')}.`,
      safety: `Emergency numbers: police ${country.emergency.police}, ambulance ${country.emergency.ambulance}.`,
      visa_requirements: country.visaSummary,
      where_to_stay: `Most newcomers start in ${place.neighborhoods.slice(0, 2).join(' or ')}.`,
      updated_at: time.daysAgo(faker.number.int({ min: 1, max: 240 })),
      quality_score:
        index % 9 === 4 ? null : faker.number.float({ min: 0.78, max: 0.98, fractionDigits: 2 }),
    };
    // Worked out here, where the guide's text is: the browser receives it late (`LATE_FIELDS`).
    return { ...row, guide: guideFacts(row), has_guide: row.comprehensive_guide !== null };
  });
}

/**
 * The locations with the counts their cards show, kept on the row as a backend would keep a
 * counter: the jobs posted there and the dating members who live there. The lists then need
 * neither table (a posted job adds one, `handlers/jobs.ts`).
 */
export function withCounts<Row extends { id: number; city: string; country: string }>(
  locations: Row[],
  jobs: ReadonlyArray<{ location_id: number | null }>,
  profiles: ReadonlyArray<{ location: string }>,
): Array<Row & { job_count: number; profile_count: number }> {
  return locations.map((row) => ({
    ...row,
    job_count: jobs.filter((job) => job.location_id === row.id).length,
    profile_count: profiles.filter((profile) => profile.location === `${row.city}, ${row.country}`)
      .length,
  }));
}
