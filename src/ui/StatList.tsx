import { cx } from '@/lib/cx';
import * as styles from './StatList.css';

export type StatItem = { label: string; value: string };

type StatListProps = styles.StatVariants & { items: readonly StatItem[]; className?: string };

/** A row of figures, each a label and its value, as a description list. */
export function StatList({ items, tone, className }: StatListProps) {
  return (
    <dl className={cx(styles.list, className)}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat({ tone })}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
