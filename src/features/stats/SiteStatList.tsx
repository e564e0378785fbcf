import type { SiteStats } from '@/api/generated';
import { StatList } from '@/ui/StatList';
import type { StatVariants } from '@/ui/StatList.css';
import { useSiteFigures } from './useSiteFigures';

/** What a counter is called where a page lists it: the same words on every page. */
const FIGURE_LABELS = {
  travel_community: 'Members',
  active_destinations: 'Cities',
  countries: 'Countries',
  forum_topics: 'Forum topics',
  travel_articles: 'Travel articles',
  dating_profiles: 'Dating profiles',
} satisfies Partial<Record<keyof SiteStats, string>>;

type SiteStatListProps = StatVariants & { figures: readonly (keyof typeof FIGURE_LABELS)[] };

/** Some of the site's counters, in the order given, counted from the data. */
export function SiteStatList({ figures, tone }: SiteStatListProps) {
  const values = useSiteFigures();
  return (
    <StatList
      items={figures.map((figure) => ({ label: FIGURE_LABELS[figure], value: values[figure] }))}
      tone={tone}
    />
  );
}
