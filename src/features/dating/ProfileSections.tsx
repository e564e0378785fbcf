import type { ReactNode } from 'react';
import { Badge } from '@/ui/Badge';
import * as styles from './Dating.css';

/** A box on the profile with its heading. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Facts about the member, as terms and values. */
export function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Short words about the member (interests, traits) as badges. */
export function Tags({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="brand">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
