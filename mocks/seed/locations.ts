import type { Faker } from '@faker-js/faker';
import { buildGuide, PARTIAL_GUIDE_SECTIONS } from './guide';
import { GUIDE_TOPICS, guideFacts, type GuideTopic } from './guideFacts';
import { countries, places, type CountryFacts, type Place } from './places';
import type { SeedContext } from './world';
import { slugify } from './slugify';
import { placeScenes } from './scenes';

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

/** What each city's guide is about first: the guides page files it under that category. */
const GUIDE_LEADS: Record<GuideTopic, (place: Place) => string> = {
  food: (p) =>
    `${p.city} rewards anyone who travels for food, and ${p.highlights[0]} is only the start.`,
  culture: (p) =>
    `Culture is why most people fall for ${p.city}, from ${p.highlights[1] ?? p.highlights[0]} to the quiet lanes of ${p.neighborhoods[2]}.`,
  accommodation: (p) =>
    `Accommodation in ${p.city} runs from serviced apartments in ${p.neighborhoods[0]} to long-stay rooms in ${p.neighborhoods[1]}.`,
  transportation: (p) =>
    `Transport is what makes ${p.city} easy to live in, with ${p.airport} a short ride from ${p.neighborhoods[0]}.`,
  shopping: (p) =>
    `Shopping in ${p.city} ranges from the big names around ${p.neighborhoods[0]} to weekend stalls in ${p.neighborhoods[1]}.`,
  nightlife: (p) =>
    `The nightlife in ${p.city} centres on ${p.neighborhoods[0]}, and ${p.neighborhoods[1]} keeps going when it winds down.`,
  photography: (p) =>
    `Photography brings many visitors to ${p.city}, and ${p.highlights[0]} is the shot everyone wants.`,
};

/** A guide with no topic of its own (the guides page's General): written without topic words. */
const GENERAL_OVERVIEW: Record<string, string> = {
  'Johor Bahru':
    "Johor Bahru is Malaysia's southern gateway, linked to Singapore by the causeway, and one of the country's fastest-growing cities. Many people who work in Singapore live here, and townships such as Mount Austin and Bukit Indah keep spreading north.",
};

function guideTopic(index: number) {
  return GUIDE_TOPICS[index % GUIDE_TOPICS.length]!;
}

function overviewText(place: Place, country: CountryFacts, index: number): string {
  const general = GENERAL_OVERVIEW[place.city];
  if (general) return general;
  return [
    `${GUIDE_LEADS[guideTopic(index)](place)} ${place.description}`,
    `${place.city} sits in ${country.name} (${country.region}) and uses the ${country.currencyName}. Highlights include ${listing(place.highlights)}.`,
  ].join('\n\n');
}

/** 'a, b and c', keeping each item as the place writes it. */
function listing(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function seedLocationRows({ faker, time }: SeedContext) {
  const scenes = placeScenes(places);
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
      overview: overviewText(place, country, index),
      comprehensive_guide: guideText(place, country, index, faker),
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
