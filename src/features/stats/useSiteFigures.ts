import { useQuery } from '@tanstack/react-query';
import type { SiteStats } from '@/api/generated';
import { statsQueryOptions } from '@/api/stats';
import { formatCount } from '@/lib/format';

export type SiteFigures = Record<keyof SiteStats, string>;

const PENDING = '…';

/**
 * The site's counters as every page shows them: counted by the API from its data, in one
 * format, so a figure reads the same on the home page, the forums and the sign-in page.
 */
export function useSiteFigures(): SiteFigures {
  const { data } = useQuery(statsQueryOptions());
  return {
    active_destinations: data ? formatCount(data.active_destinations) : PENDING,
    travel_community: data ? formatCount(data.travel_community) : PENDING,
    job_opportunities: data ? formatCount(data.job_opportunities) : PENDING,
    travel_articles: data ? formatCount(data.travel_articles) : PENDING,
    countries: data ? formatCount(data.countries) : PENDING,
    guides: data ? formatCount(data.guides) : PENDING,
    forum_topics: data ? formatCount(data.forum_topics) : PENDING,
    dating_profiles: data ? formatCount(data.dating_profiles) : PENDING,
  };
}
