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
