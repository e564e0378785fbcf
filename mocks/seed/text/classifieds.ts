import { readContent } from '../content';

/**
 * The classifieds as members wrote them: rooms, tours, tables, services and things for sale.
 * `daysAgo` is when each was listed (a free listing runs 30 days from then, or from its renewal);
 * `photo` is a picture of the site's own where one fits.
 */
export type ClassifiedText = {
  userId: number;
  title: string;
  category: 'accommodation' | 'tours' | 'restaurants' | 'jobs' | 'services' | 'buy-sell';
  description: string;
  location: string;
  contact: string;
  photo: string | null;
  daysAgo: number;
  /** When its owner renewed it for another 30 days, if they did. */
  renewedDaysAgo?: number;
  soldDaysAgo?: number;
};

/** `content/classifieds.yaml` names a photo by its scene; here it is the picture's path. */
export const CLASSIFIEDS: ClassifiedText[] = readContent<ClassifiedText[]>('classifieds.yaml').map(
  (ad) => ({ ...ad, photo: ad.photo && `/images/scenes/generated/${ad.photo}.svg` }),
);
