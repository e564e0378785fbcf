import { SCENE_MOTIFS, SCENE_VARIANTS, sceneImage, type SceneMotif } from './images';
import type { Place } from './places';
import type { ClassifiedCategory } from './text/classifieds';

/** The scenes of the sea: only a coastal place is pictured with one. */
export const SHORE_MOTIFS: ReadonlySet<SceneMotif> = new Set(['beach', 'island']);

/**
 * What a classified's photo may show, by its kind: a tour its landscape, a room its town or its
 * view, a sale or a job the streets and markets where it is.
 */
export const CLASSIFIED_MOTIFS: Record<ClassifiedCategory, readonly SceneMotif[]> = {
  accommodation: ['oldtown', 'skyline', 'terraces', 'temple', 'beach', 'island'],
  tours: ['mountains', 'terraces', 'temple', 'island', 'beach', 'market', 'oldtown'],
  restaurants: ['market', 'oldtown'],
  jobs: ['market', 'oldtown', 'skyline'],
  services: ['skyline', 'oldtown', 'temple', 'market'],
  'buy-sell': ['market', 'oldtown', 'skyline', 'beach'],
};

/** Whether a place may be pictured with a motif: the sea only where there is a coast. */
export function fitsPlace(motif: SceneMotif, place: Place): boolean {
  return place.coastal || !SHORE_MOTIFS.has(motif);
}

const SCENE_RULES: Array<[RegExp, SceneMotif]> = [
  [/rice|terrace/i, 'terraces'],
  [/island|islet|bay|lagoon/i, 'island'],
  [/beach|surf|coast/i, 'beach'],
  [/old town|heritage|lantern|colonial|shophouse/i, 'oldtown'],
  [/mountain|highland|hill|himalaya|volcano|trek/i, 'mountains'],
  [/temple|pagoda|shrine|wat |stupa/i, 'temple'],
  [/night market|street food|hawker/i, 'market'],
];

/** The motifs that fit a place, best first; a big city can always be a skyline. */
function motifsFor(place: Place): SceneMotif[] {
  const text = [place.description, ...place.highlights].join(' ');
  const fitting = SCENE_RULES.filter(([pattern]) => pattern.test(text)).map(([, motif]) => motif);
  const fallback: SceneMotif[] =
    place.population > 1_000_000 ? ['skyline', 'market'] : ['market', 'skyline'];
  return [...new Set([...fitting, ...fallback, ...SCENE_MOTIFS])].filter((motif) =>
    fitsPlace(motif, place),
  );
}

/**
 * A local illustration for each place (no external images), every place its own: a place takes
 * the first motif that fits it and still has a variant free.
 */
export function placeScenes(places: readonly Place[]): Map<Place, string> {
  const used = new Map<SceneMotif, number>();
  const scenes = new Map<Place, string>();
  for (const place of places) {
    const motif =
      motifsFor(place).find((candidate) => (used.get(candidate) ?? 0) < SCENE_VARIANTS) ??
      motifsFor(place)[0]!;
    const variant = (used.get(motif) ?? 0) + 1;
    used.set(motif, variant);
    scenes.set(place, sceneImage(motif, variant));
  }
  return scenes;
}

/**
 * Pictures for a list shown `pageSize` at a time, in its own order: each item gets a motif that
 * fits its place, in a variant no other item on its page has.
 */
export function pagedScenes<Item>(
  items: readonly Item[],
  placeOf: (item: Item) => Place,
  pageSize: number,
): Map<Item, string> {
  const scenes = new Map<Item, string>();
  let onPage = new Set<string>();
  items.forEach((item, index) => {
    if (index % pageSize === 0) onPage = new Set();
    const candidates = motifsFor(placeOf(item)).flatMap((motif) =>
      Array.from({ length: SCENE_VARIANTS }, (_, variant) =>
        sceneImage(motif, ((index + variant) % SCENE_VARIANTS) + 1),
      ),
    );
    const scene = candidates.find((candidate) => !onPage.has(candidate)) ?? candidates[0]!;
    onPage.add(scene);
    scenes.set(item, scene);
  });
  return scenes;
}

/** `count` pictures that fit a place, e.g. a member's own photos of where they live. */
export function placeSnapshots(place: Place, first: number, count: number): string[] {
  const motifs = motifsFor(place);
  const motif = motifs[0]!;
  const other = motifs[1] ?? motif;
  return Array.from({ length: count }, (_, index) =>
    sceneImage(index % 2 === 0 ? motif : other, first + index),
  );
}
