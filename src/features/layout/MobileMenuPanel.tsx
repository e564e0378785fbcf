import type { User } from '@/api/generated';
import { TIER_LABELS } from '@/api/tiers';
import { AccountLinks } from './AccountLinks';
import { MainNavItems, VisitorActions } from './NavItems';
import * as styles from './Header.css';
import { SearchForm } from './SearchForm';

type MobileMenuPanelProps = {
  user: User | null;
  pathname: string;
  onClose: () => void;
  onSignOut: () => void;
};

/** The small-screen menu: search, the sections, and the account or sign-in links. */
export function MobileMenuPanel({ user, pathname, onClose, onSignOut }: MobileMenuPanelProps) {
  return (
    <nav aria-label="Mobile">
      <SearchForm id="mobile-search" label="Search from the menu" onSubmitted={onClose} />
      <ul className={`${styles.menuList} ${styles.mobileSection}`}>
        <MainNavItems pathname={pathname} onChoose={onClose} />
      </ul>
      <div className={styles.mobileSection}>
        {user ? (
          <>
            <p className={styles.menuEmail}>
              <bdi>{user.name}</bdi> ({TIER_LABELS[user.membership_tier]}) · {user.email}
            </p>
            <AccountLinks onChoose={onClose} onSignOut={onSignOut} />
          </>
        ) : (
          <VisitorActions onChoose={onClose} />
        )}
      </div>
    </nav>
  );
}
