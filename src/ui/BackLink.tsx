import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { cx } from '@/lib/cx';
import { backLink } from './BackLink.css';
import { Icon } from './Icon';

type BackAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref?: Ref<HTMLAnchorElement>;
};

function BackAnchor({ className, children, ...props }: BackAnchorProps) {
  return (
    <a {...props} className={cx(backLink, className)}>
      <Icon name="back" />
      {children}
    </a>
  );
}

/** A typed link up to the list a page belongs to ('Back to Jobs'), after a drawn arrow. */
export const BackLink = createLink(BackAnchor);
