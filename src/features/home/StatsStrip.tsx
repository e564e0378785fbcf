import { useQuery } from '@tanstack/react-query';
import { statsQueryOptions } from '@/api/stats';
import { cx } from '@/lib/cx';
import { Skeleton } from '@/ui/Skeleton';
import { StatList } from '@/ui/StatList';
import * as styles from '@/ui/StatList.css';
import { visuallyHidden } from '@/styles/utilities.css';
import { DEFAULT_STATS, homeStats } from './homeStats';
import * as placeholderStyles from './StatsStrip.css';

/** The four community figures; a placeholder while loading, the published figures if the call fails. */
export function StatsStrip() {
  const { data, isPending, isError } = useQuery(statsQueryOptions());
  if (isPending) {
    return (
      <div className={styles.list} role="status">
        <span className={visuallyHidden}>Loading statistics...</span>
        {DEFAULT_STATS.map((item) => (
          <div key={item.label} className={styles.stat()}>
            <span className={cx(styles.label, placeholderStyles.placeholderLine)}>
              <Skeleton height="1lh" width="70%" className={placeholderStyles.placeholder} />
            </span>
            <span className={cx(styles.value, placeholderStyles.placeholderLine)}>
              <Skeleton height="1lh" width="50%" className={placeholderStyles.placeholder} />
            </span>
          </div>
        ))}
      </div>
    );
  }
  return <StatList items={isError ? DEFAULT_STATS : homeStats(data)} />;
}
