import { cx } from '@/lib/cx';
import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariants;

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
