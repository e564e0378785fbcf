import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { cx } from '@/lib/cx';
import { buttonClass, type ButtonVariants } from './Button';

type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonVariants & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor({ variant, size, fullWidth, className, ...props }: ButtonAnchorProps) {
  return <a {...props} className={cx(buttonClass({ variant, size, fullWidth }), className)} />;
}

/** A typed link that looks like a button ('Browse members'). */
export const ButtonLink = createLink(ButtonAnchor);
