import type { SeedContext } from './world';
import { countries, places, type CountryFacts, type Place } from './places';
import { slugify } from './slugify';
import { pagedScenes } from './scenes';
import {
  ARTICLE_TEMPLATES,
  type ArticleTemplate,
  type ArticleTemplateId,
  fitsPair,
  fitsPlace,
  writeArticle,
} from './text/articles';
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

/** The articles list's page size: pictures differ within each page of it. */
const LIST_PAGE_SIZE = 12;
/** One article in ten came out this week, so the newest is never more than days old. */
const FRESH_EVERY = 10;
/** A few articles have no picture of their own (the app shows its default). */
const NO_IMAGE_EVERY = 23;
const META_DESCRIPTION_LENGTH = 155;
/**
 * How many articles one kind's text goes into: its sentences differ mostly by place, so more
 * would read as one article cloned for each city.
 */
const ARTICLES_PER_KIND = 3;
/** How many articles one place is the subject of: its description opens most of them. */
const ARTICLES_PER_PLACE = 3;

/** Long reads stop, at a section's end, before the longest the portal publishes (2,500). */
const LONG_READ_WORDS = 2400;
/** Long reads: kinds written one after the other about one place, the first giving the title. */
const LONG_READS: ReadonlyArray<readonly ArticleTemplateId[]> = [
  ['living-guide', 'best-neighbourhoods', 'first-week'],
  ['apartment-hunting', 'condo-or-house'],
  ['visa-guide', 'long-stay-visas'],
  ['must-try-dishes', 'food-month'],
  ['coworking-spots', 'remote-work-qa'],
  ['healthcare-guide', 'rainy-season-health'],
  ['job-market', 'finding-work-qa'],
  ['cost-of-living-qa', 'budget-month'],
];

/** Short pieces: a kind's first article of its own stops at this many words, at a section's end. */
const WORD_BUDGETS: Partial<Record<ArticleTemplateId, number>> = {
  'solo-safety': 400,
  'first-week': 400,
  'paperwork-basics': 400,
  'finding-work-qa': 400,
  'long-stay-visas': 400,
  'cost-of-living-qa': 600,
  'condo-or-house': 600,
  'healthcare-guide': 600,
  'visa-guide': 600,
  'teaching-freelancing': 600,
};

type PlannedArticle = {
  template: ArticleTemplate;
  place: Place;
  other: Place;
  companions: ArticleTemplate[];
  /** Which of its kind's articles it is. */
  variant: number;
  wordBudget?: number;
};

function countryOf(place: Place): CountryFacts {
  return countries.find((candidate) => candidate.name === place.country)!;
}

export function locationPath(place: Place): string {
  return `/locations/${slugify(place.country)}/${slugify(place.city)}`;
}

function templateOf(id: ArticleTemplateId): ArticleTemplate {
  return ARTICLE_TEMPLATES.find((template) => template.id === id)!;
}

/** Who has been written about so far: articles per place, and the places of each kind. */
class Assignments {
  private readonly perPlace = new Map<Place, number>();
  private readonly byKind = new Map<ArticleTemplateId, Place[]>();

  placesOf(id: ArticleTemplateId): readonly Place[] {
    return this.byKind.get(id) ?? [];
  }

  /**
   * The fitting place with the fewest articles so far, in a country none of `covered` is in if
   * there is one; ties go to the first in the places' order.
   */
  pick(fits: (place: Place) => boolean, covered: readonly Place[]): Place | undefined {
    const score = (place: Place) =>
      this.articlesAbout(place) * 2 +
      (covered.some((done) => done.country === place.country) ? 1 : 0);
    return places
      .filter((place) => this.articlesAbout(place) < ARTICLES_PER_PLACE)
      .filter((place) => !covered.includes(place) && fits(place))
      .reduce<Place | undefined>(
        (best, place) => (best === undefined || score(place) < score(best) ? place : best),
        undefined,
      );
  }

  add(ids: readonly ArticleTemplateId[], place: Place, other: Place): void {
    for (const id of ids) this.byKind.set(id, [...this.placesOf(id), place]);
    for (const about of new Set([place, other]))
      this.perPlace.set(about, this.articlesAbout(about) + 1);
  }

  private articlesAbout(place: Place): number {
    return this.perPlace.get(place) ?? 0;
  }
}

function planLongRead(ids: readonly ArticleTemplateId[], assigned: Assignments): PlannedArticle[] {
  const fitsAll = (place: Place) => ids.every((id) => fitsPlace(id, place));
  const covered = assigned.placesOf(ids[0]!);
  const place = assigned.pick(fitsAll, covered);
  if (!place) return [];
  assigned.add(ids, place, place);
  const [template, ...companions] = ids.map(templateOf);
  return [
    {
      template: template!,
      place,
      other: place,
      companions,
      variant: covered.length,
      wordBudget: LONG_READ_WORDS,
    },
  ];
}

/** The next article of a kind, about a place it fits (and a second place, for comparisons). */
function planArticle(
  template: ArticleTemplate,
  assigned: Assignments,
  wordBudget?: number,
): PlannedArticle[] {
  const { id, needsOther } = template;
  const covered = assigned.placesOf(id);
  const hasPartner = (place: Place) => places.some((other) => fitsPair(id, place, other));
  const place = assigned.pick(
    (candidate) => fitsPlace(id, candidate) && (!needsOther || hasPartner(candidate)),
    covered,
  );
  if (!place) return [];
  const other = needsOther
    ? (assigned.pick((candidate) => fitsPair(id, place, candidate), [place]) ??
      places.find((candidate) => fitsPair(id, place, candidate))!)
    : place;
  assigned.add([id], place, other);
  return [{ template, place, other, companions: [], variant: covered.length, wordBudget }];
}

/**
 * What the magazine publishes: its long reads, then each kind in turn for the few places it
 * suits, so no kind is cloned across the map and the list mixes kinds as it goes.
 */
function editorialPlan(): PlannedArticle[] {
  const assigned = new Assignments();
  const plan = LONG_READS.flatMap((ids) => planLongRead(ids, assigned));
  for (let round = 0; round < ARTICLES_PER_KIND; round += 1)
    for (const template of ARTICLE_TEMPLATES)
      if (assigned.placesOf(template.id).length < ARTICLES_PER_KIND)
        plan.push(
          ...planArticle(template, assigned, round === 0 ? WORD_BUDGETS[template.id] : undefined),
        );
  return plan;
}

/** The magazine's articles: a world of any scale publishes the same ones. */
const PLAN = editorialPlan();

/** The first sentences of the introduction that fit a search result, cut at a word. */
function metaDescription(introduction: string): string {
  if (introduction.length <= META_DESCRIPTION_LENGTH) return introduction;
  const cut = introduction.slice(0, META_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function seedArticleRows({ faker, time }: SeedContext) {
  const rows = PLAN.map(({ template, place, other, companions, variant, wordBudget }, index) => {
    const written = writeArticle({
      template,
      place,
      country: countryOf(place),
      other,
      otherCountry: countryOf(other),
      companions,
      variant,
      wordBudget,
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
