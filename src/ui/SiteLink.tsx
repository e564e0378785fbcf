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
 * A router link for paths kept as data (navigation lists). Paths are checked at runtime by the
 * router: an unknown one renders the not-found page, and the e2e link checker fails on it.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <Link to={href as never} {...props} />;
}
