import type { Faker } from '@faker-js/faker';
import { countries, places } from './places';
import { daysFromReference } from './random';

const PEOPLE: Array<{
  nationality: string;
  nationalityCode: string;
  gender: 'women' | 'men' | 'other';
  names: string[];
}> = [
  {
    nationality: 'Thai',
    nationalityCode: 'TH',
    gender: 'women',
    names: ['Ploy', 'Nok', 'Fah', 'Mint'],
  },
  { nationality: 'Thai', nationalityCode: 'TH', gender: 'men', names: ['Krit', 'Ton', 'Nat'] },
  {
    nationality: 'Vietnamese',
    nationalityCode: 'VN',
    gender: 'women',
    names: ['Linh', 'Mai', 'Thao', 'Hoa'],
  },
  {
    nationality: 'Vietnamese',
    nationalityCode: 'VN',
    gender: 'men',
    names: ['Minh', 'Duc', 'Bao'],
  },
  {
    nationality: 'Filipino',
    nationalityCode: 'PH',
    gender: 'women',
    names: ['Bea', 'Camille', 'Joy'],
  },
  { nationality: 'Filipino', nationalityCode: 'PH', gender: 'men', names: ['Paolo', 'Miguel'] },
  {
    nationality: 'Indonesian',
    nationalityCode: 'ID',
    gender: 'women',
    names: ['Putri', 'Ayu', 'Sari'],
  },
  {
    nationality: 'Japanese',
    nationalityCode: 'JP',
    gender: 'women',
    names: ['Yui', 'Hana', 'Aiko'],
  },
  { nationality: 'Japanese', nationalityCode: 'JP', gender: 'men', names: ['Kenji', 'Haruto'] },
  { nationality: 'Korean', nationalityCode: 'KR', gender: 'women', names: ['Jiwoo', 'Seoyeon'] },
  { nationality: 'Korean', nationalityCode: 'KR', gender: 'men', names: ['Minjun', 'Jihoon'] },
  { nationality: 'Indian', nationalityCode: 'IN', gender: 'women', names: ['Ananya', 'Priya'] },
  { nationality: 'Indian', nationalityCode: 'IN', gender: 'men', names: ['Arjun', 'Rohan'] },
  { nationality: 'British', nationalityCode: 'GB', gender: 'men', names: ['Oliver', 'Harry'] },
  { nationality: 'Australian', nationalityCode: 'AU', gender: 'women', names: ['Chloe', 'Grace'] },
  { nationality: 'German', nationalityCode: 'DE', gender: 'men', names: ['Lukas', 'Felix'] },
  { nationality: 'Canadian', nationalityCode: 'CA', gender: 'other', names: ['Sam', 'Alex'] },
  { nationality: 'Malaysian', nationalityCode: 'MY', gender: 'other', names: ['Jun', 'Rin'] },
];

const PROFESSIONS = [
  'Teacher',
  'Software developer',
  'Nurse',
  'Designer',
  'Chef',
  'Photographer',
  'Marketing manager',
  'Architect',
  'Dive instructor',
  'Writer',
  'Doctor',
  'Entrepreneur',
];
const INTERESTS = [
  'Hiking',
  'Street food',
  'Photography',
  'Yoga',
  'Surfing',
  'Reading',
  'Live music',
  'Cooking',
  'Travel',
  'Languages',
  'Cycling',
  'Coffee',
  'Art galleries',
  'Diving',
  'Running',
];
const LOOKING_FOR = [
  'A serious relationship',
  'Friendship first',
  'Someone to explore the city with',
  'Long-term partner',
  'Language exchange and maybe more',
];
const PERSONALITY = [
  'Curious',
  'Calm',
  'Adventurous',
  'Funny',
  'Thoughtful',
  'Outgoing',
  'Kind',
  'Creative',
];

export const DATING_PROFILE_COUNT = 52;

/** Diverse, fictional members across the directory's cities. */
export function seedDatingRows(faker: Faker) {
  return Array.from({ length: DATING_PROFILE_COUNT }, (_, index) => {
    const person = PEOPLE[index % PEOPLE.length]!;
    const place = faker.helpers.arrayElement(places);
    const country = countries.find((candidate) => candidate.name === place.country)!;
    const age = faker.number.int({ min: 19, max: 58 });
    const avatar = `/images/avatars/${(index % 8) + 1}.svg`;
    const joined = daysFromReference(-faker.number.int({ min: 10, max: 900 }));
    return {
      id: index + 1,
      name: faker.helpers.arrayElement(person.names),
      photo: avatar,
      photos: [
        avatar,
        `/images/avatars/${((index + 3) % 8) + 1}.svg`,
        `/images/avatars/${((index + 5) % 8) + 1}.svg`,
      ],
      online: faker.datatype.boolean(0.35),
      verified: faker.datatype.boolean(0.6),
      nationality: person.nationality,
      nationalityCode: person.nationalityCode,
      age,
      gender: person.gender,
      profession: faker.helpers.arrayElement(PROFESSIONS),
      location: `${place.city}, ${place.country}`,
      country: place.country,
      region: country.region,
      description: `${faker.helpers.arrayElement(['Happiest near the sea.', 'Always hunting for the best noodles in town.', 'Weekend hiker, weekday bookworm.', 'New in town and keen to explore.'])} Living in ${place.city} and loving ${place.highlights[0]?.toLowerCase() ?? 'it'}.`,
      interests: faker.helpers.arrayElements(INTERESTS, { min: 3, max: 7 }),
      lookingFor: faker.helpers.arrayElement(LOOKING_FOR),
      languages: [...new Set(['English', ...country.languages.slice(0, 1)])],
      lastSeen: daysFromReference(-faker.number.int({ min: 0, max: 6 })),
      joinedDate: joined,
      height: `${faker.number.int({ min: 152, max: 190 })} cm`,
      education: faker.helpers.arrayElement([
        "Bachelor's degree",
        "Master's degree",
        'Diploma',
        'PhD',
      ]),
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
      favoriteSpots: faker.helpers.arrayElements(place.highlights, { min: 1, max: 3 }),
      personality: faker.helpers.arrayElements(PERSONALITY, 3),
      perfectDate: faker.helpers.arrayElement([
        'A night market and a long walk',
        'Sunset drinks by the water',
        'A cooking class together',
        'A morning hike and noodles after',
      ]),
      funFact: faker.helpers.arrayElement([
        'I can order coffee in six languages',
        'I once missed a flight for a sunset',
        'I have a rescue cat called Mango',
        'I have visited every country in ASEAN',
      ]),
      responseRate: faker.number.int({ min: 55, max: 100 }),
      responseTime: faker.helpers.arrayElement([
        'Within an hour',
        'Within a few hours',
        'Within a day',
      ]),
      memberSince: joined.slice(0, 4),
      profileViews: faker.number.int({ min: 20, max: 4000 }),
      compatibility: faker.number.int({ min: 60, max: 98 }),
      likes: faker.number.int({ min: 0, max: 300 }),
    };
  });
}
