import { cx } from '@/lib/cx';
import { filled, icon } from './Icon.css';

const HEART =
  'M12 20s-7.5-4.6-9.2-9.1C1.7 7.8 3.7 4.5 7 4.5c2 0 3.7 1.1 5 3 1.3-1.9 3-3 5-3 3.3 0 5.3 3.3 4.2 6.4C19.5 15.4 12 20 12 20z';
const STAR = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z';

/** A symbol on a 24-unit grid: a stroked outline, or a shape that `filled` paints. */
type Drawing = { path: string; filled?: boolean };

const SYMBOLS = {
  back: { path: 'M19 12H5m6-6-6 6 6 6' },
  forward: { path: 'M5 12h14m-6-6 6 6-6 6' },
  external: { path: 'M7 17 17 7M8 7h9v9' },
  heart: { path: HEART },
  heartFilled: { path: HEART, filled: true },
  star: { path: STAR, filled: true },
  starOutline: { path: STAR },
  check: { path: 'm5 12.5 4.5 4.5L19 7.5' },
  close: { path: 'M6 6l12 12M18 6 6 18' },
  plus: { path: 'M12 5v14M5 12h14' },
  up: { path: 'M12 19V5m-6 6 6-6 6 6' },
  down: { path: 'M12 5v14m-6-6 6 6 6-6' },
  mail: { path: 'M4 6h16v12H4zm0 0 8 7 8-7' },
} satisfies Record<string, Drawing>;

export type IconName = keyof typeof SYMBOLS;

export const ICON_NAMES = Object.keys(SYMBOLS) as IconName[];

/**
 * A symbol drawn beside a label (a back arrow, a heart, a star), hidden from screen readers: the
 * label says it. Drawn rather than typed, so it looks the same on every device, and no text
 * character sends the browser looking through its fonts for one that has it.
 */
export function Icon({ name }: { name: IconName }) {
  const symbol: Drawing = SYMBOLS[name];
  return (
    <svg
      className={cx(icon, symbol.filled && filled)}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={symbol.path} />
    </svg>
  );
}
