import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Button.css';

export type ButtonVariants = {
  variant?: keyof typeof styles.variants;
  size?: keyof typeof styles.sizes;
  fullWidth?: boolean;
};

/** Class names of a button; also for links that look like buttons. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonVariants = {}): string {
  return cx(
    styles.base,
    styles.variants[variant],
    styles.sizes[size],
    fullWidth && styles.fullWidth,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ variant, size, fullWidth }), className)}
      {...props}
    />
  );
}
