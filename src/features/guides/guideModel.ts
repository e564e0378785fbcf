import type { GuideCategory, LocationSummary } from '@/api/generated';
import { locationRating } from '@/features/locations';

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

const FEATURED_VIEWS = 1000;

export function isFeatured(views: number): boolean {
  return views > FEATURED_VIEWS;
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

/** A location seen as a Ginger Guide (its category, words and summary are the server's). */
export function toGuide(location: LocationSummary): Guide {
  return {
    id: location.id,
    title: `${location.city} Guide`,
    city: location.city,
    country: location.country,
    slug: location.slug,
    image: location.imageUrl,
    summary: location.guide.summary,
    category: location.guide.category,
    rating: locationRating(location.content_metadata.quality_score),
    featured: isFeatured(location.stats.views),
    views: location.stats.views,
    words: location.guide.words,
  };
}

/** A guide matches on its title or country (city on the country page), plus the chosen category. */
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

/** One card per country; popular when it has more than 2 guides. */
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
