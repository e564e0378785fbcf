import type { CSSProperties } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Feedback.css';

type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
};

/** A placeholder block; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <span aria-hidden="true" className={cx(styles.skeleton, className)} style={{ width, height }} />
  );
}

type SkeletonTextProps = {
  /** The class of the element the text will be in: its font and line height size the lines. */
  className: string;
  /** A paragraph keeps a paragraph's margin; a box (a flex row, a title) has none of its own. */
  as?: 'p' | 'div';
  lines?: number;
  width?: CSSProperties['width'];
};

/** Placeholder text: `lines` lines as tall as the text of that element will be. */
export function SkeletonText({
  className,
  as: Element = 'p',
  lines = 1,
  width,
}: SkeletonTextProps) {
  return (
    <Element className={className}>
      <Skeleton height={`${lines}lh`} width={width} />
    </Element>
  );
}
