export { LocationCard, LocationCardSkeleton } from './LocationCard';
export { countrySlug, locationLink, locationPath, locationRating } from './locationDisplay';
