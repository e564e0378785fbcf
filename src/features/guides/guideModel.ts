import type { Location } from '@/api/generated';
import { locationRating, parseGuide } from '@/features/locations';

export const GUIDE_CATEGORIES = [
  'food',
  'culture',
  'accommodation',
  'transportation',
  'shopping',
  'nightlife',
  'photography',
] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number] | 'general';

const CATEGORY_KEYWORDS: Record<(typeof GUIDE_CATEGORIES)[number], string[]> = {
  food: ['food', 'cuisine', 'dish', 'restaurant', 'street food', 'hawker', 'eat'],
  culture: ['culture', 'temple', 'heritage', 'festival', 'museum', 'history', 'pagoda', 'shrine'],
  accommodation: ['accommodation', 'apartment', 'hotel', 'hostel', 'condo', 'rent'],
  transportation: ['transport', 'metro', 'train', 'bus', 'taxi', 'skytrain', 'ferry'],
  shopping: ['shopping', 'mall', 'boutique', 'bazaar'],
  nightlife: ['nightlife', 'bar', 'club', 'rooftop'],
  photography: ['photo', 'photography', 'viewpoint', 'sunset'],
};

export const CATEGORY_LABELS: Record<GuideCategory, string> = {
  food: 'Food',
  culture: 'Culture',
  accommodation: 'Accommodation',
  transportation: 'Transportation',
  shopping: 'Shopping',
  nightlife: 'Nightlife',
  photography: 'Photography',
  general: 'General',
};

/**
 * SPEC §4: the first topic found by its keywords in the overview, guide, where-to-stay and
 * getting-around text, read in that order: the topic a guide names first is what it is about.
 */
export function guideCategory(
  content: Pick<
    Location['content'],
    'overview' | 'comprehensive_guide' | 'where_to_stay' | 'getting_around'
  >,
): GuideCategory {
  // The guide is JSON: its key names ("food", "restaurant_prices"...) are not words of the text.
  const guideText = content.comprehensive_guide?.replace(/"[^"\\]*"\s*:/g, ' ') ?? null;
  const text = [content.overview, guideText, content.where_to_stay, content.getting_around]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  let first: { category: GuideCategory; at: number } = { category: 'general', at: Infinity };
  for (const category of GUIDE_CATEGORIES) {
    for (const keyword of CATEGORY_KEYWORDS[category]) {
      // Whole words, singular or plural: 'temples' counts for 'temple', 'business' not for 'bus'.
      const at = text.search(new RegExp(`(?<![a-z])${keyword}s?(?![a-z])`));
      if (at >= 0 && at < first.at) first = { category, at };
    }
  }
  return first.category;
}

const FEATURED_VIEWS = 1000;

export function isFeatured(views: number): boolean {
  return views > FEATURED_VIEWS;
}

function wordCount(text: string | null): number {
  return text ? text.split(/\s+/).filter(Boolean).length : 0;
}

export type Guide = {
  id: number;
  title: string;
  city: string;
  country: string;
  /** With `country`, names the location's page (`locationPath`, `locationLink`). */
  slug: string;
  image: string;
  summary: string;
  category: GuideCategory;
  rating: number;
  featured: boolean;
  views: number;
  words: number;
};

/** A location seen as a Ginger Guide. */
export function toGuide(location: Location): Guide {
  const { guide } = parseGuide(location.content.comprehensive_guide);
  const words =
    wordCount(location.content.overview) + wordCount(location.content.comprehensive_guide);
  return {
    id: location.id,
    title: `${location.city} Guide`,
    city: location.city,
    country: location.country,
    slug: location.slug,
    image: location.imageUrl,
    summary: guide.city_overview?.cultural_significance ?? location.description,
    category: guideCategory(location.content),
    rating: locationRating(location.content_metadata.quality_score),
    featured: isFeatured(location.stats.views),
    views: location.stats.views,
    words,
  };
}

/** SPEC §5: a guide matches on its title or country (city on the country page), plus the chosen category. */
export function filterGuides(
  guides: Guide[],
  term: string,
  category: GuideCategory | 'all',
  field: 'country' | 'city' = 'country',
): Guide[] {
  const needle = term.trim().toLowerCase();
  return guides.filter(
    (guide) =>
      (category === 'all' || guide.category === category) &&
      (!needle ||
        guide.title.toLowerCase().includes(needle) ||
        guide[field].toLowerCase().includes(needle)),
  );
}

export type Destination = { country: string; guides: number; popular: boolean; image: string };

/** One card per country; popular when it has more than 2 guides (SPEC §2). */
export function destinations(guides: Guide[]): Destination[] {
  const byCountry = new Map<string, Guide[]>();
  for (const guide of guides)
    byCountry.set(guide.country, [...(byCountry.get(guide.country) ?? []), guide]);
  return [...byCountry.entries()]
    .map(([country, list]) => ({
      country,
      guides: list.length,
      popular: list.length > 2,
      image: list[0]!.image,
    }))
    .sort((a, b) => b.guides - a.guides || a.country.localeCompare(b.country));
}
