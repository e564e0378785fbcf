import { type ReactNode, useId, useState } from 'react';
import { Button } from './Button';
import * as styles from './FoldingFilters.css';

type FoldingFiltersProps = {
  /** Names the search landmark, e.g. 'Filter jobs'. */
  label: string;
  /** The page's layout of its filters (a grid). */
  className: string;
  /** How many of the folded filters are set, shown on the button. */
  activeCount: number;
  /** Always in view: the search box, if the page has one. */
  search?: ReactNode;
  /** Folded behind a Filters button on a phone, so the results start in the first screen. */
  children: ReactNode;
};

export function FoldingFilters({
  label,
  className,
  activeCount,
  search,
  children,
}: FoldingFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <search className={className} aria-label={label}>
      {search}
      <Button
        variant="secondary"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {activeCount > 0 ? `Filters (${activeCount} active)` : 'Filters'}
      </Button>
      <div id={panelId} className={open ? styles.unfolded : styles.folded}>
        {children}
      </div>
    </search>
  );
}
