import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { labelledValues } from '@/lib/labels';
import * as styles from './Tabs.css';

export type TabItem<T extends string> = { id: T; label: string };

/** A label table (`lib/labels`) as tabs, in its order. */
export const tabItems = <T extends string>(labels: Record<T, string>): TabItem<T>[] =>
  labelledValues(labels).map((id) => ({ id, label: labels[id] }));

type TabsProps<T extends string> = {
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The content of the selected tab. */
  children: ReactNode;
};

const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** Where the tab list must scroll to so that `tab` is clear of its shaded edges (unchanged if it is). */
function scrollLeftShowing(list: HTMLElement, tab: HTMLElement): number {
  const edge = Number.parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const start = listBox.left + edge;
  const end = listBox.right - edge;
  if (tabBox.left < start) return list.scrollLeft - (start - tabBox.left);
  if (tabBox.right > end) return list.scrollLeft + (tabBox.right - end);
  return list.scrollLeft;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs<T extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  // A tab opened from a link, or chosen past a phone's edge, is scrolled into sight: the list
  // moves sideways, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(selected);
    if (list && tab) list.scrollLeft = scrollLeftShowing(list, tab);
  }, [selected]);

  function focusAndSelect(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) focusAndSelect(selectedIndex + step);
    else if (event.key === 'Home') focusAndSelect(0);
    else if (event.key === 'End') focusAndSelect(items.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
