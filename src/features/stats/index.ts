export { useSiteFigures, type SiteFigures } from './useSiteFigures';
