import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type SiteLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page' | 'true';
};

/**
 * A router link for paths kept as data (navigation lists). Paths are not type-checked: the
 * router matches them at runtime, and an unknown one renders the not-found page.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <Link to={href as never} {...props} />;
}
