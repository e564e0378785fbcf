/**
 * The illustrations the seed hands out, as written by scripts/generate/images.ts: 8 variants of
 * each scene motif, 64 member avatars and 40 company logos. Numbers wrap, so any row index picks
 * a file (1-based files: 0 → the last one, count + 1 → the first). Bundled for the browser mock:
 * no node imports here.
 */
export const SCENE_MOTIFS = [
  'beach',
  'island',
  'market',
  'mountains',
  'oldtown',
  'skyline',
  'temple',
  'terraces',
] as const;
export type SceneMotif = (typeof SCENE_MOTIFS)[number];
export const SCENE_VARIANTS = 8;
export const AVATAR_COUNT = 64;
export const LOGO_COUNT = 40;

/** `n` wrapped onto 1..count (works for 0, negatives and non-integers too). */
function wrap(n: number, count: number): number {
  const index = Number.isFinite(n) ? Math.floor(n) : 1;
  return ((((index - 1) % count) + count) % count) + 1;
}

export function sceneImage(motif: SceneMotif, variant: number): string {
  return `/images/scenes/generated/${motif}-${wrap(variant, SCENE_VARIANTS)}.svg`;
}

/** The motif a scene picture shows, or null for any other picture. */
export function motifOf(image: string): SceneMotif | null {
  const motif = /\/images\/scenes\/generated\/([a-z]+)-\d+\.svg$/.exec(image)?.[1];
  return SCENE_MOTIFS.find((known) => known === motif) ?? null;
}

export function avatarImage(n: number): string {
  return `/images/avatars/generated/${wrap(n, AVATAR_COUNT)}.svg`;
}

export function logoImage(n: number): string {
  return `/images/logos/${wrap(n, LOGO_COUNT)}.svg`;
}
