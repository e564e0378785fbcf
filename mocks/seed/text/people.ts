/** Member names for the seeded world, by nationality (`content/names.yaml`). */
import type { Faker } from '@faker-js/faker';
import { readContent } from '../content';

export type Gender = 'women' | 'men' | 'other';

export type Nationality = {
  /** Demonym as shown on a profile: 'Thai', 'New Zealander'. */
  nationality: string;
  /** ISO 3166-1 alpha-2 code of the passport country. */
  code: string;
  /** Languages such a person speaks natively (English for British members). */
  languages: string[];
};

export type Person = {
  firstName: string;
  lastName: string;
  /** As shown on the site: always given name first ('Ploy Srisuk', 'Kenji Watanabe'). */
  name: string;
  gender: Gender;
  nationality: Nationality;
};

/** One naming tradition inside a nationality (Malaysia has Malay, Chinese and Indian names). */
type Community = {
  weight: number;
  women: readonly string[];
  men: readonly string[];
  surnames: readonly string[];
  /** Surnames only women carry (Indonesian 'Lestari', Punjabi 'Kaur'). */
  womenSurnames?: readonly string[];
  menSurnames?: readonly string[];
  /** Overrides the nationality's languages for people of this community. */
  languages?: readonly string[];
};

type NameBook = Nationality & {
  /** Country name as in `content/countries.yaml`, for nationalities with a place in the world. */
  home?: string;
  /** How often someone of this nationality turns up as a foreigner somewhere else. */
  expatWeight: number;
  communities: readonly Community[];
};

/** A community as `names.yaml` lists it: each list of names on one line, comma-separated. */
type CommunityEntry = Omit<Community, NameList> & Partial<Record<NameList, string>>;
type NameList = 'women' | 'men' | 'surnames' | 'womenSurnames' | 'menSurnames';

const namesIn = (list: string | undefined): string[] => (list ? list.split(', ') : []);

const BOOKS: readonly NameBook[] = readContent<
  Array<Omit<NameBook, 'communities'> & { communities: CommunityEntry[] }>
>('names.yaml').map((book) => ({
  ...book,
  communities: book.communities.map((community) => ({
    ...community,
    women: namesIn(community.women),
    men: namesIn(community.men),
    surnames: namesIn(community.surnames),
    womenSurnames: namesIn(community.womenSurnames),
    menSurnames: namesIn(community.menSurnames),
  })),
}));

const toNationality = ({ nationality, code, languages }: NameBook): Nationality => ({
  nationality,
  code,
  languages: [...languages],
});

function findBook(nationality: string): NameBook {
  const wanted = nationality.trim().toLowerCase();
  const book = BOOKS.find(
    (candidate) =>
      candidate.nationality.toLowerCase() === wanted || candidate.code.toLowerCase() === wanted,
  );
  if (!book) throw new Error(`people: no names for nationality "${nationality}"`);
  return book;
}

/** Picks from `items` with the given relative weights, using only faker.number.int. */
function weighted<T>(faker: Faker, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let ticket = faker.number.int({ min: 1, max: total });
  for (const item of items) {
    ticket -= weightOf(item);
    if (ticket <= 0) return item;
  }
  return items[items.length - 1]!;
}

/**
 * A member with a first and last name typical of their nationality. Pass a nationality by
 * demonym ('Thai') or ISO code ('TH'); without one, any nationality is equally likely. Without a
 * gender, women and men are equally likely and a few members choose 'other', whose first name
 * comes from either list.
 */
export function pickPerson(
  faker: Faker,
  options: { nationality?: string; gender?: Gender } = {},
): Person {
  const book = options.nationality
    ? findBook(options.nationality)
    : faker.helpers.arrayElement(BOOKS);
  const gender =
    options.gender ??
    weighted<Gender>(faker, ['women', 'men', 'other'], (g) => (g === 'other' ? 1 : 8));
  const community = weighted(faker, book.communities, (candidate) => candidate.weight);
  const side = gender === 'other' ? faker.helpers.arrayElement(['women', 'men'] as const) : gender;
  const firstName = faker.helpers.arrayElement(side === 'women' ? community.women : community.men);
  const lastName = faker.helpers.arrayElement([
    ...community.surnames,
    ...((side === 'women' ? community.womenSurnames : community.menSurnames) ?? []),
  ]);
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    gender,
    nationality: {
      ...toNationality(book),
      languages: [...(community.languages ?? book.languages)],
    },
  };
}

/**
 * The nationality of someone living in `country` (a country name from places.ts): about 55% are
 * locals, the rest expats and other Asians, Western passports being the most common.
 */
export function pickNationalityFor(faker: Faker, country: string): Nationality {
  const local = BOOKS.find((book) => book.home === country);
  if (local && faker.datatype.boolean(0.55)) return toNationality(local);
  const others = BOOKS.filter((book) => book !== local);
  return toNationality(weighted(faker, others, (book) => book.expatWeight));
}
