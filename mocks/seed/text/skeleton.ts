/**
 * A text's skeleton: its words with every place-bound name (a city, a country, a neighbourhood,
 * a highlight, a hospital...) as one token. Two texts with one skeleton say the same thing about
 * two places, so a skeleton seen in many records is a sentence cloned from place to place.
 */
import { countries, type Place, places } from '../places';

const TOKEN = '◇';

/** The names bound to a place: its own, its neighbourhoods', its sights' and its country's. */
export function namesOf(place: Place): string[] {
  return [
    place.city,
    place.country,
    place.airport,
    ...place.neighborhoods,
    ...place.highlights,
    ...place.hospitals.public,
    ...place.hospitals.private,
    ...place.coworking,
  ];
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The skeleton of texts that name only `names`. The longest name is tried first, so that
 * 'Phuket Town' is one token rather than 'Phuket' and ' Town'.
 */
export function skeletonWith(names: readonly string[]): (text: string) => string {
  const longestFirst = [...new Set(names)].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:the )?(?:${longestFirst.map(escaped).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return (text) =>
    text
      .replace(pattern, TOKEN)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}◇]+/gu, ' ')
      .trim();
}

const COUNTRY_NAMES = countries.map((country) => country.name);

/** The skeleton of any text of the world: every place's names are tokens. */
export const skeletonOf = skeletonWith([...places.flatMap(namesOf), ...COUNTRY_NAMES]);

/** The skeleton of texts about one place, quicker than `skeletonOf` and the same for them. */
export const placeSkeleton = (place: Place) => skeletonWith([...namesOf(place), ...COUNTRY_NAMES]);

/** A sentence shape may stand for this many places or records before it reads as cloned. */
export const MAX_SKELETON_REPEATS = 3;

/**
 * A writer's memory of the shapes it has used: `fresh(make, shape)` calls `make` until its text
 * has a shape used fewer than `limit` times (a few tries, keeping the last), and counts it.
 */
export function skeletonBudget(limit = MAX_SKELETON_REPEATS) {
  const used = new Map<string, number>();
  return (make: () => string, shapeOf: (text: string) => string = skeletonOf): string => {
    let text = make();
    for (let attempt = 1; attempt < 40 && (used.get(shapeOf(text)) ?? 0) >= limit; attempt += 1)
      text = make();
    const shape = shapeOf(text);
    used.set(shape, (used.get(shape) ?? 0) + 1);
    return text;
  };
}
