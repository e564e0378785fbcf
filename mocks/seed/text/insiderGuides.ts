import { readContent } from '../content';

/**
 * Insider guides: written by members who live in the place, for Adventurer members. Each opens
 * with the section a visitor may read as a preview; the rest is for members of the plan.
 */
export type InsiderGuideText = {
  slug: string;
  locationSlug: string;
  title: string;
  summary: string;
  author: string;
  livesThereSince: number;
  daysAgo: number;
  sections: Array<{ title: string; body: string }>;
};

export const INSIDER_GUIDES = readContent<InsiderGuideText[]>('insider-guides.yaml');
