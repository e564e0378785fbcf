import { Link, linkOptions } from '@tanstack/react-router';
import { buttonClass } from '@/ui/Button';
import * as styles from './Header.css';
import { MAIN_NAV } from './navigation';
import { SectionLink } from './SectionLink';

const VISITOR_ACTIONS = linkOptions([
  { to: '/login', label: 'Sign in', variant: 'ghost' },
  { to: '/register', label: 'Join Adventure', variant: 'primary' },
]);

/** The header's links, shared by the bar (wide screens) and the menu panel (phones). */
export function VisitorActions({ onChoose }: { onChoose?: () => void }) {
  return VISITOR_ACTIONS.map(({ to, label, variant }) => (
    <Link key={to} to={to} className={buttonClass({ variant, size: 'sm' })} onClick={onChoose}>
      {label}
    </Link>
  ));
}

export function MainNavItems({ pathname, onChoose }: { pathname: string; onChoose?: () => void }) {
  return MAIN_NAV.map((item) => (
    <li key={item.to}>
      <SectionLink to={item.to} pathname={pathname} className={styles.navLink} onClick={onChoose}>
        <span className={styles.navLabel}>{item.label}</span>
        <span className={styles.navDescription}>{item.description}</span>
      </SectionLink>
    </li>
  ));
}
