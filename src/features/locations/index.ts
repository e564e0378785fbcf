export { LocationCard, LocationCardSkeleton } from './LocationCard';
export { countrySlug, locationPath, locationRating } from './locationDisplay';
export { parseGuide } from './guideParser';
export type { ParsedGuide } from './guideParser';
