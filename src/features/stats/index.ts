export { SiteStatList } from './SiteStatList';
export { useSiteFigures, type SiteFigures } from './useSiteFigures';
