import { cx } from '@/lib/cx';
import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  return <button type={type} className={classes} {...props} />;
}

/** Class names for links that look like buttons. */
export { button as buttonClass };
