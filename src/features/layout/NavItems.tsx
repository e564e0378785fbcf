import { buttonClass } from '@/ui/Button';
import { SiteLink } from '@/ui/SiteLink';
import * as styles from './Header.css';
import { isCurrentSection, MAIN_NAV } from './navigation';

/** The header's links, shared by the bar (wide screens) and the menu panel (phones). */
export function VisitorActions({ onChoose }: { onChoose?: () => void }) {
  return (
    <>
      <SiteLink
        href="/login"
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        onClick={onChoose}
      >
        Sign in
      </SiteLink>
      <SiteLink
        href="/register"
        className={buttonClass({ variant: 'primary', size: 'sm' })}
        onClick={onChoose}
      >
        Join Adventure
      </SiteLink>
    </>
  );
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
