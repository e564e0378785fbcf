export { LocationCard, LocationCardSkeleton } from './LocationCard';
export { countrySlug, locationLink, locationPath, locationRating } from './locationDisplay';
export { parseGuide } from './guideParser';
export type { ParsedGuide } from './guideParser';
