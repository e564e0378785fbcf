import { linkOptions } from '@tanstack/react-router';
import type { Location } from '@/api/generated';

/** What a location card shows when the data leaves a gap (docs/PRODUCT.md, 'Locations'). */
export const DEFAULT_HIGHLIGHTS = ['Amazing Culture', 'Great Food', 'Digital Nomad Friendly'];
export const DEFAULT_IMAGE = '/images/default-destination.svg';
export const CARD_HIGHLIGHTS = 3;

const DEFAULT_QUALITY = 0.8;

/**
 * A location's rating, the same on every screen: min(5, quality × 5), quality 0.8
 * when unknown (one decimal, as the stars show it).
 */
export function locationRating(qualityScore: number | null | undefined): number {
  return Math.round(Math.min(5, (qualityScore ?? DEFAULT_QUALITY) * 5) * 10) / 10;
}

/** 'South Korea' → 'south-korea', as the location URLs spell countries. */
export function countrySlug(country: string): string {
  return country.trim().toLowerCase().replace(/\s+/g, '-');
}

export function locationPath(location: Pick<Location, 'country' | 'slug'>): string {
  return `/locations/${countrySlug(location.country)}/${location.slug}`;
}

/** A link to the location's page, at `locationPath`. */
export function locationLink(location: Pick<Location, 'country' | 'slug'>) {
  return linkOptions({
    to: '/locations/$country/$slug',
    params: { country: countrySlug(location.country), slug: location.slug },
  });
}

export function locationDescription(location: Pick<Location, 'description' | 'city'>): string {
  return location.description.trim() || `Discover the wonders of ${location.city}`;
}

export function locationHighlights(
  location: Pick<Location, 'highlights'>,
  count = CARD_HIGHLIGHTS,
): string[] {
  const highlights = location.highlights.filter((highlight) => highlight.trim() !== '');
  return (highlights.length ? highlights : DEFAULT_HIGHLIGHTS).slice(0, count);
}

export function formatCoordinates({ latitude, longitude }: Location['coordinates']): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}
