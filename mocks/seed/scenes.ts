import type { Place } from './places';

const SCENE_RULES: Array<[RegExp, string]> = [
  [/rice|terrace/i, 'terraces'],
  [/island|islet|bay|lagoon/i, 'island'],
  [/beach|surf|coast/i, 'beach'],
  [/old town|heritage|lantern|colonial|shophouse/i, 'oldtown'],
  [/mountain|highland|hill|himalaya|volcano|trek/i, 'mountains'],
  [/temple|pagoda|shrine|wat |stupa/i, 'temple'],
  [/night market|street food|hawker/i, 'market'],
];

/** A local illustration that fits the place (no external images). */
export function sceneFor(place: Place): string {
  const text = [place.description, ...place.highlights].join(' ');
  const rule = SCENE_RULES.find(([pattern]) => pattern.test(text));
  const scene = rule?.[1] ?? (place.population > 3_000_000 ? 'skyline' : 'market');
  return `/images/scenes/${scene}.svg`;
}

export const ARTICLE_SCENES = [
  'beach',
  'temple',
  'skyline',
  'mountains',
  'terraces',
  'island',
  'oldtown',
  'market',
].map((scene) => `/images/scenes/${scene}.svg`);
