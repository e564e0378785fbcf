import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PagePath } from '@/lib/urls';
import { isCurrentSection } from './navigation';

type SectionLinkProps = {
  to: PagePath;
  /** Where the visitor is: the link is the current page anywhere in its section. */
  pathname: string;
  className: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A menu's link to a section of the site ('/jobs'), marked current on its pages ('/jobs/12'). */
export function SectionLink({ to, pathname, className, onClick, children }: SectionLinkProps) {
  return (
    <Link
      to={to}
      className={className}
      aria-current={isCurrentSection(pathname, to) ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
