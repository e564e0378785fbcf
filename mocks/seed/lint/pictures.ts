/** The rules on pictures: each fits what it shows, and none shows twice on one page of a list. */
import { motifOf } from '../images';
import { places, type Place } from '../places';
import { CLASSIFIED_MOTIFS, fitsPlace } from '../scenes';
import { CLASSIFIED_CATEGORIES } from '../text/classifieds';
import type { LintProblem, World } from './world';

/** A GET on the mock API answering parsed JSON. */
export type FetchJson = (path: string) => Promise<unknown>;

type Page = { data: Array<Record<string, unknown>>; meta: { last_page: number } };

type ListPages = {
  path: string;
  image: (item: Record<string, unknown>) => unknown;
  /** Items with the same owner may share a picture (a company's logo on each of its jobs). */
  owner?: string;
};

/** The lists people page through, in their default order and each first filter, with the picture each item shows. */
const LIST_PAGES: ListPages[] = [
  { path: '/locations?per_page=12', image: (item) => item.imageUrl },
  { path: '/content?per_page=12', image: (item) => item.featured_image },
  { path: '/jobs?per_page=10', image: (item) => item.company_logo, owner: 'company' },
  { path: '/dating/profiles?per_page=12', image: (item) => item.photo },
  ...['', ...CLASSIFIED_CATEGORIES.map((category) => `category=${category}`)].map((filter) => ({
    path: `/ads?${filter}`,
    image: (item: Record<string, unknown>) => item.photo,
  })),
];

function pagePath(path: string, page: number): string {
  return `${path}${path.endsWith('?') ? '' : '&'}page=${page}`;
}

function reusedOnPage(list: ListPages, page: Page, where: string): LintProblem[] {
  const problems: LintProblem[] = [];
  const owners = new Map<unknown, unknown>();
  for (const item of page.data) {
    const image = list.image(item);
    if (!image) continue;
    const owner = list.owner ? item[list.owner] : item.id;
    if (owners.has(image) && owners.get(image) !== owner)
      problems.push({ rule: 'image-reused', where, detail: String(image) });
    owners.set(image, owner);
  }
  return problems;
}

/** No picture twice on one page of a list (a company's logo may repeat on its own jobs). */
export async function lintListImages(fetchJson: FetchJson): Promise<LintProblem[]> {
  const problems: LintProblem[] = [];
  for (const list of LIST_PAGES) {
    for (let page = 1, last = 1; page <= last; page += 1) {
      const path = pagePath(list.path, page);
      const body = (await fetchJson(path)) as Page;
      last = body.meta.last_page;
      problems.push(...reusedOnPage(list, body, path));
    }
  }
  return problems;
}

/** The place a record names as 'Chiang Mai, Thailand' or 'Singapore'. */
function placeNamed(location: string): Place | undefined {
  const city = location.split(',')[0]!.trim();
  return places.find((place) => place.city === city);
}

function pictureProblem(where: string, image: string, why: string): LintProblem {
  return { rule: 'picture-subject', where, detail: `${image}: ${why}` };
}

/** A scene of the sea only for a coastal place. */
function placePictureProblems(where: string, image: string | null, place: Place | undefined) {
  const motif = image ? motifOf(image) : null;
  return motif && place && !fitsPlace(motif, place)
    ? [pictureProblem(where, image!, `${place.city} has no coast`)]
    : [];
}

/** A classified's photo shows what a listing of its kind could: a tour a landscape, a sale a street. */
function adPictureProblems(ad: World['ads'][number]): LintProblem[] {
  const where = `ad ${ad.id}`;
  const motif = ad.photo ? motifOf(ad.photo) : null;
  const fitting = CLASSIFIED_MOTIFS[ad.category as keyof typeof CLASSIFIED_MOTIFS];
  const wrongKind =
    motif && !fitting.includes(motif)
      ? [pictureProblem(where, ad.photo!, `a ${motif} for a ${ad.category} listing`)]
      : [];
  return [...wrongKind, ...placePictureProblems(where, ad.photo, placeNamed(ad.location))];
}

/** Every picture fits its subject: a location's, a classified's. */
export function pictureSubjects(world: World): LintProblem[] {
  return [
    ...world.locations.flatMap((location) =>
      placePictureProblems(
        `location ${location.slug}`,
        location.imageUrl,
        placeNamed(location.city),
      ),
    ),
    ...world.ads.flatMap(adPictureProblems),
  ];
}
