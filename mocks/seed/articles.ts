import type { SeedContext } from './world';
import { countries, places, type CountryFacts, type Place } from './places';
import { slugify } from './slugify';
import { pagedScenes } from './scenes';
import { ARTICLE_TEMPLATES, writeArticle } from './text/articles';
import { DAY_MS, HOUR_MS } from './timeline';

const AUTHORS = [
  'Mai Nguyen',
  'Arjun Mehta',
  'Siti Rahmawati',
  'Kenji Watanabe',
  'Chloe Tan',
  'Daniel Park',
  'Priya Raman',
  'Tom Becker',
  'Ploy Srisuk',
  'Lena Fischer',
  'Marco Rossi',
  'Aiko Mori',
  'Joseph dela Cruz',
  'Nadia Hassan',
  'Wei Lin',
  "Sarah O'Connor",
];

export const ARTICLE_COUNT = 160;
/** The articles list's page size: pictures differ within each page of it. */
const LIST_PAGE_SIZE = 12;
/** One article in ten came out this week, so the newest is never more than days old. */
const FRESH_EVERY = 10;
/** A few articles have no picture of their own (the app shows its default). */
const NO_IMAGE_EVERY = 23;
const META_DESCRIPTION_LENGTH = 155;

function countryOf(place: Place): CountryFacts {
  return countries.find((candidate) => candidate.name === place.country)!;
}

export function locationPath(place: Place): string {
  return `/locations/${slugify(place.country)}/${slugify(place.city)}`;
}

/**
 * What article `index` is about: templates take turns, and each template walks the places in
 * its own order, so no template covers a place twice (unique titles) and the same index is the
 * same article whatever else the seed changes.
 */
function articleSubject(index: number) {
  const templateIndex = index % ARTICLE_TEMPLATES.length;
  const round = Math.floor(index / ARTICLE_TEMPLATES.length);
  const placeIndex = (round + templateIndex * 3) % places.length;
  const otherIndex = (placeIndex + 1 + round * 7) % places.length;
  return {
    template: ARTICLE_TEMPLATES[templateIndex]!,
    place: places[placeIndex]!,
    other: places[otherIndex === placeIndex ? (otherIndex + 1) % places.length : otherIndex]!,
  };
}

/** The first sentences of the introduction that fit a search result, cut at a word. */
function metaDescription(introduction: string): string {
  if (introduction.length <= META_DESCRIPTION_LENGTH) return introduction;
  const cut = introduction.slice(0, META_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** As many articles as asked, up to one per template and place. */
function articleCount(scale: number): number {
  return Math.min(ARTICLE_COUNT * scale, ARTICLE_TEMPLATES.length * places.length);
}

export function seedArticleRows({ faker, time, scale }: SeedContext) {
  const rows = Array.from({ length: articleCount(scale) }, (_, index) => {
    const { template, place, other } = articleSubject(index);
    const written = writeArticle({
      template,
      place,
      country: countryOf(place),
      other,
      otherCountry: countryOf(other),
      faker,
    });
    const views = faker.number.int({ min: 150, max: 60_000 });
    const publishedAgoMs =
      faker.number.int(index % FRESH_EVERY === 0 ? { min: 0, max: 6 } : { min: 7, max: 540 }) *
        DAY_MS +
      faker.number.int({ min: 1, max: 20 }) * HOUR_MS;
    return {
      id: index + 1,
      slug: slugify(written.title),
      title: written.title,
      topic: template.topic,
      place,
      category: template.category,
      content_type: template.type,
      meta_title: written.title.length > 60 ? `${written.title.slice(0, 57)}...` : written.title,
      meta_description: metaDescription(written.introduction),
      keywords: written.keywords,
      introduction: written.introduction,
      content: written.content,
      published_at: time.before(publishedAgoMs),
      updated_at: time.before(faker.number.int({ min: 0, max: publishedAgoMs })),
      word_count: countWords(`${written.introduction} ${written.content}`),
      views,
      likes: Math.round(views * faker.number.float({ min: 0.005, max: 0.08 })),
      author_name: faker.helpers.arrayElement(AUTHORS),
      location_name: faker.datatype.boolean(0.9) ? place.city : null,
      location_country: place.country,
    };
  });
  const listed = [...rows].sort((a, b) => b.published_at.localeCompare(a.published_at));
  const scenes = pagedScenes(listed, (row) => row.place, LIST_PAGE_SIZE);
  return rows.map(({ topic, place, ...row }, index) => {
    const image = index % NO_IMAGE_EVERY === NO_IMAGE_EVERY - 1 ? null : scenes.get(rows[index]!)!;
    return {
      ...row,
      location_country: row.location_name ? row.location_country : null,
      featured_image: image,
      og_image: image,
      internal_links: [
        ...relatedByTopic(rows, index, topic),
        { path: locationPath(place), title: `${place.city} city guide` },
      ],
    };
  });
}

/** Two other articles on the same topic (the next ones in order), each once, as links. */
function relatedByTopic(
  rows: ReadonlyArray<{ slug: string; title: string; topic: string }>,
  index: number,
  topic: string,
) {
  const sameTopic = rows.filter((row) => row.topic === topic);
  const at = sameTopic.indexOf(rows[index]!);
  const others = [1, 2]
    .map((step) => sameTopic[(at + step) % sameTopic.length]!)
    .filter((row) => row !== rows[index]);
  return [...new Set(others)].map((row) => ({ path: `/articles/${row.slug}`, title: row.title }));
}
