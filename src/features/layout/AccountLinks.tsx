import { useNavigate, useRouterState } from '@tanstack/react-router';
import * as styles from './Header.css';
import { isCurrentSection } from './navigation';
import { SiteLink } from '@/ui/SiteLink';

/** The signed-in member's menu (SPEC §2). */
export const ACCOUNT_NAV = [
  { href: '/dashboard', label: 'My Adventures' },
  { href: '/favorites', label: 'Favorites' },
  { href: '/journal', label: 'Travel Journal' },
  { href: '/settings', label: 'Settings' },
  { href: '/billing', label: 'Subscription' },
] as const;

type AccountLinksProps = {
  /** Called when an item is chosen (closes the surrounding menu). */
  onChoose: () => void;
  onSignOut: () => void;
};

/** The member's menu items (SPEC §2) and Sign out, which clears the session and goes home. */
export function AccountLinks({ onChoose, onSignOut }: AccountLinksProps) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ul className={styles.menuList}>
      {ACCOUNT_NAV.map((item) => (
        <li key={item.href}>
          <SiteLink
            href={item.href}
            className={styles.menuItem}
            aria-current={isCurrentSection(pathname, item.href) ? 'page' : undefined}
            onClick={onChoose}
          >
            {item.label}
          </SiteLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={styles.menuItem}
          onClick={() => {
            onChoose();
            onSignOut();
            void navigate({ to: '/' });
          }}
        >
          Sign out
        </button>
      </li>
    </ul>
  );
}
