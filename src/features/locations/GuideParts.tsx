import type { ReactNode } from 'react';
import type { Row } from './guideParser';
import * as styles from './Locations.css';

// The pieces a location guide's sections are made of: a table, facts, lists and the panel.

export function NotAvailable({ what }: { what: string }) {
  return <p className={styles.muted}>{what} information not available yet.</p>;
}

const PRICE_COLUMNS = ['Item', 'Typical price'] as const;

/** A guide's two-column table: prices by default, or whatever its columns say. */
export function GuideTable({
  caption,
  rows,
  columns: [itemHeading, valueHeading] = PRICE_COLUMNS,
}: {
  caption: string;
  rows: Row[];
  columns?: readonly [string, string];
}) {
  if (rows.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {itemHeading}
          </th>
          <th scope="col" className={styles.cell}>
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={styles.rowHeader}>
              {row.label}
            </th>
            <td className={styles.cell}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Facts({ items }: { items: Array<[string, string | undefined]> }) {
  const present = items.filter((item): item is [string, string] => Boolean(item[1]));
  if (present.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {present.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.muted}>{label}</dt>
          <dd className={styles.factText}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function List({
  title,
  items,
  level: Heading = 'h3',
}: {
  title: string;
  items: string[];
  level?: 'h3' | 'h4';
}) {
  if (items.length === 0) return null;
  return (
    <section>
      <Heading>{title}</Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function SectionPanel({
  title,
  updated,
  children,
}: {
  title: string;
  updated: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby="guide-section-title">
      <div>
        <h2 id="guide-section-title">{title}</h2>
        <p className={styles.muted}>Guide last updated {updated}</p>
      </div>
      {children}
    </section>
  );
}
