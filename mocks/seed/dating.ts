import type { Faker } from '@faker-js/faker';
import type { SeedContext } from './world';
import { AVATAR_TRAITS, type AvatarAge, type AvatarSkin } from './avatarTraits.gen';
import { AVATAR_COUNT, avatarImage } from './images';
import { profileListOrder } from './listOrder';
import { placeSnapshots } from './scenes';
import { countries, places, type CountryFacts, type Place } from './places';
import { writeDatingProfile } from './text/dating';
import { pickNationalityFor, pickPerson } from './text/people';
import { MINUTE_MS } from './timeline';

export const DATING_PROFILE_COUNT = 52;

/** The members list's page size: no face twice on one page of it. */
const MEMBERS_PAGE_SIZE = 12;

function countryOf(place: Place): CountryFacts {
  return countries.find((candidate) => candidate.name === place.country)!;
}

/** Members' ages as dating sites see them: most in their late twenties and thirties. */
const AGE_BANDS: Array<{ min: number; max: number; weight: number }> = [
  { min: 19, max: 25, weight: 24 },
  { min: 26, max: 35, weight: 42 },
  { min: 36, max: 45, weight: 22 },
  { min: 46, max: 58, weight: 12 },
];

function memberAge(faker: Faker): number {
  const band = faker.helpers.weightedArrayElement(
    AGE_BANDS.map((value) => ({ value, weight: value.weight })),
  );
  return faker.number.int({ min: band.min, max: band.max });
}

/** Dating profiles show first names only, so no two members on the list share one. */
function uniqueFirstName(faker: Faker, place: Place, taken: Set<string>) {
  const TRIES = 12;
  let person = pickPerson(faker, { nationality: pickNationalityFor(faker, place.country).code });
  for (let attempt = 1; attempt < TRIES && taken.has(person.firstName); attempt += 1)
    person = pickPerson(faker, { nationality: pickNationalityFor(faker, place.country).code });
  taken.add(person.firstName);
  return person;
}

function education(faker: Faker, age: number): string {
  if (age < 22) return faker.helpers.arrayElement(['Studying for a degree', 'Diploma']);
  return faker.helpers.arrayElement([
    "Bachelor's degree",
    "Bachelor's degree",
    "Master's degree",
    'Diploma',
    ...(age >= 28 ? ['PhD'] : []),
  ]);
}

/** Fictional members across the directory's cities, each written as themselves. */
export function seedDatingRows({ faker, time, scale }: SeedContext) {
  const names = new Set<string>();
  const rows = Array.from({ length: DATING_PROFILE_COUNT * scale }, (_, index) => {
    const place = faker.helpers.arrayElement(places);
    const country = countryOf(place);
    const person = uniqueFirstName(faker, place, names);
    const age = memberAge(faker);
    const text = writeDatingProfile({ faker, person, age, place, country });
    const joinedAgoDays = faker.number.int({ min: 10, max: 900 });
    const joined = time.daysAgo(joinedAgoDays);
    const online = faker.datatype.boolean(0.35);
    return {
      id: index + 1,
      name: person.firstName,
      photo: '',
      photos: [] as string[],
      online,
      verified: faker.datatype.boolean(0.6),
      nationality: person.nationality.nationality,
      nationalityCode: person.nationality.code,
      age,
      gender: person.gender,
      profession: text.profession,
      location: `${place.city}, ${place.country}`,
      country: place.country,
      region: country.region,
      description: text.description,
      interests: text.interests,
      lookingFor: text.lookingFor,
      languages: text.languages,
      // Online now means seen in the last minutes; the others were here hours or days ago.
      lastSeen: time.before(
        (online
          ? faker.number.int({ min: 0, max: 14 })
          : faker.number.int({ min: 20, max: Math.min(6 * 24 * 60, joinedAgoDays * 24 * 60) })) *
          MINUTE_MS,
      ),
      joinedDate: joined,
      height: `${faker.number.int({ min: 152, max: 190 })} cm`,
      education: education(faker, age),
      relationshipStatus: faker.helpers.arrayElement(['Single', 'Divorced', 'Single']),
      children: faker.helpers.arrayElement([
        'None',
        'None',
        'Has children',
        'Wants children someday',
      ]),
      smoking: faker.helpers.arrayElement(['Never', 'Never', 'Occasionally']),
      drinking: faker.helpers.arrayElement(['Socially', 'Never', 'Occasionally']),
      livingSituation: faker.helpers.arrayElement(['Lives alone', 'With flatmates', 'With family']),
      favoriteSpots: text.favoriteSpots,
      personality: text.personality,
      perfectDate: text.perfectDate,
      funFact: text.funFact,
      responseRate: faker.number.int({ min: 55, max: 100 }),
      responseTime: faker.helpers.arrayElement([
        'Within an hour',
        'Within a few hours',
        'Within a day',
      ]),
      profileViews: faker.number.int({ min: 20, max: 4000 }),
      compatibility: faker.number.int({ min: 60, max: 98 }),
      likes: faker.number.int({ min: 0, max: 300 }),
    };
  });
  return withPhotos(rows, (row) =>
    places.find((place) => `${place.city}, ${place.country}` === row.location)!,
  );
}

type Pictured = {
  id: number;
  online: boolean;
  lastSeen: string;
  gender: string;
  age: number;
  nationalityCode: string;
};

/** Skin tones most members of a nationality have, likeliest first; others still fit. */
const SKIN_BY_NATIONALITY: Record<string, AvatarSkin[]> = {
  ...Object.fromEntries(['JP', 'KR', 'CN', 'TW', 'HK'].map((code) => [code, ['light', 'medium']])),
  ...Object.fromEntries(
    ['TH', 'VN', 'ID', 'PH', 'MY', 'SG', 'KH', 'LA', 'MM'].map((code) => [code, ['medium', 'tan']]),
  ),
  ...Object.fromEntries(['IN', 'NP', 'LK'].map((code) => [code, ['brown', 'tan', 'dark']])),
  BR: ['tan', 'brown', 'light', 'dark'],
};
const WESTERN_SKIN: AvatarSkin[] = ['light', 'medium', 'brown', 'dark'];

function ageLook(age: number): AvatarAge {
  return age < 32 ? 'young' : age < 46 ? 'middle' : 'older';
}

/** How well avatar `n` (1-based) fits a member: presentation first, then skin, then age. */
function fit(member: Pictured, n: number): number {
  const traits = AVATAR_TRAITS[n - 1]!;
  const presentation =
    member.gender === 'other' ||
    traits.presentation === (member.gender === 'women' ? 'woman' : 'man');
  if (!presentation) return -Infinity;
  const skins = SKIN_BY_NATIONALITY[member.nationalityCode] ?? WESTERN_SKIN;
  const skin = skins.indexOf(traits.skin);
  return (
    (skin < 0 ? 0 : skin === 0 ? 4 : 3 - skin * 0.5) + (traits.age === ageLook(member.age) ? 2 : 0)
  );
}

/**
 * Each member's face: the avatar that fits them best (presentation, skin, age) among those no
 * one else on their page of the members list has, and not taken yet if one fits as well.
 */
function withPhotos<Row extends Pictured & { location: string }>(
  rows: Row[],
  placeOf: (row: Row) => Place,
) {
  const listed = [...rows].sort(profileListOrder);
  const faces = new Map<number, number>();
  const taken = new Set<number>();
  let onPage = new Set<number>();
  listed.forEach((member, index) => {
    if (index % MEMBERS_PAGE_SIZE === 0) onPage = new Set();
    const candidates = Array.from({ length: AVATAR_COUNT }, (_, at) => at + 1).filter(
      (n) => !onPage.has(n),
    );
    const best = candidates.reduce((chosen, n) => {
      const score = fit(member, n) - (taken.has(n) ? 1 : 0);
      const chosenScore = fit(member, chosen) - (taken.has(chosen) ? 1 : 0);
      return score > chosenScore ? n : chosen;
    });
    faces.set(member.id, best);
    onPage.add(best);
    taken.add(best);
  });
  return rows.map((row) => ({
    ...row,
    photo: avatarImage(faces.get(row.id)!),
    photos: [avatarImage(faces.get(row.id)!), ...placeSnapshots(placeOf(row), row.id, 2)],
  }));
}
