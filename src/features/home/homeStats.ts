import type { SiteStats } from '@/api/generated';
import { formatCount } from '@/lib/format';
import type { StatItem } from '@/ui/StatList';

/** When the first value is zero (or the call fails), the published marketing figures show. */
export const DEFAULT_STATS: StatItem[] = [
  { label: 'Active Destinations', value: '47' },
  { label: 'Travel Community', value: '15.2k+' },
  { label: 'Job Opportunities', value: '2.8k+' },
  { label: 'Success Stories', value: '850+' },
];

export function homeStats(stats: SiteStats): StatItem[] {
  if (stats.active_destinations === 0) return DEFAULT_STATS;
  return [
    { label: 'Active Destinations', value: formatCount(stats.active_destinations) },
    { label: 'Travel Community', value: formatCount(stats.travel_community) },
    { label: 'Job Opportunities', value: formatCount(stats.job_opportunities) },
    { label: 'Travel Articles', value: formatCount(stats.travel_articles) },
  ];
}
