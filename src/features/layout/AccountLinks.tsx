import { linkOptions, useNavigate, useRouterState } from '@tanstack/react-router';
import * as styles from './Header.css';
import { SectionLink } from './SectionLink';

/** The signed-in member's menu (docs/PRODUCT.md, 'Shell and navigation'). */
export const ACCOUNT_NAV = linkOptions([
  { to: '/dashboard', label: 'My Adventures' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/journal', label: 'Travel Journal' },
  { to: '/settings', label: 'Settings' },
  { to: '/billing', label: 'Subscription' },
]);

type AccountLinksProps = {
  /** Called when an item is chosen (closes the surrounding menu). */
  onChoose: () => void;
  onSignOut: () => void;
};

/** The member's menu items and Sign out, which clears the session and goes home. */
export function AccountLinks({ onChoose, onSignOut }: AccountLinksProps) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ul className={styles.menuList}>
      {ACCOUNT_NAV.map((item) => (
        <li key={item.to}>
          <SectionLink
            to={item.to}
            pathname={pathname}
            className={styles.menuItem}
            onClick={onChoose}
          >
            {item.label}
          </SectionLink>
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
