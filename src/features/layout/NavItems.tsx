import { buttonClass } from '@/ui/Button';
import { SiteLink } from '@/ui/SiteLink';
import * as styles from './Header.css';
import { isCurrentSection, MAIN_NAV } from './navigation';

const VISITOR_ACTIONS = [
  { href: '/login', label: 'Sign in', variant: 'ghost' },
  { href: '/register', label: 'Join Adventure', variant: 'primary' },
] as const;

/** The header's links, shared by the bar (wide screens) and the menu panel (phones). */
export function VisitorActions({ onChoose }: { onChoose?: () => void }) {
  return VISITOR_ACTIONS.map(({ href, label, variant }) => (
    <SiteLink
      key={href}
      href={href}
      className={buttonClass({ variant, size: 'sm' })}
      onClick={onChoose}
    >
      {label}
    </SiteLink>
  ));
}

export function MainNavItems({ pathname, onChoose }: { pathname: string; onChoose?: () => void }) {
  return MAIN_NAV.map((item) => (
    <li key={item.href}>
      <SiteLink
        href={item.href}
        className={styles.navLink}
        aria-current={isCurrentSection(pathname, item.href) ? 'page' : undefined}
        onClick={onChoose}
      >
        <span className={styles.navLabel}>{item.label}</span>
        <span className={styles.navDescription}>{item.description}</span>
      </SiteLink>
    </li>
  ));
}
