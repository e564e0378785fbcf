import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/api/useCurrentUser';
import { container } from '@/styles/utilities.css';
import { Menu } from '@/ui/Menu';
import * as styles from './Header.css';
import { MainNavItems, VisitorActions } from './NavItems';
// In the entry, not lazy: a lazy box hydrates late, and a header update before then replaces the
// server's box, losing what was typed (and the Enter that submits it).
import { SearchForm } from './SearchForm';

// The phone menu's panel loads when it is first opened.
const MobileMenuPanel = lazy(() =>
  import('./MobileMenuPanel').then((module) => ({ default: module.MobileMenuPanel })),
);

// Only members see these: they load beside their session instead of with every first paint.
const AccountMenu = lazy(() =>
  import('./AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

const MessagesLink = lazy(() =>
  import('./MessagesLink').then((module) => ({ default: module.MessagesLink })),
);

export function Header() {
  const { user, signOut } = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label="Ginger home">
          <img src="/favicon.svg" alt="" width={36} height={36} className={styles.brandMark} />
          Ginger
        </Link>
        <div className={styles.search}>
          <SearchForm id="header-search" label="Site search" className={styles.searchFill} />
        </div>
        {user ? (
          <Suspense fallback={null}>
            <MessagesLink />
          </Suspense>
        ) : null}
        <div className={styles.actions}>
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} onSignOut={signOut} />
            </Suspense>
          ) : (
            <VisitorActions />
          )}
        </div>
        <div className={styles.mobileOnly}>
          <Menu
            triggerClassName={styles.iconButton}
            panelClassName={styles.mobilePanel}
            trigger={<span>Menu</span>}
            triggerLabel="Main menu"
          >
            {(close) => (
              <Suspense fallback={null}>
                <MobileMenuPanel
                  user={user}
                  pathname={pathname}
                  onClose={close}
                  onSignOut={signOut}
                />
              </Suspense>
            )}
          </Menu>
        </div>
      </div>
      <nav aria-label="Main" className={`${container} ${styles.nav}`}>
        <ul className={styles.navList}>
          <MainNavItems pathname={pathname} />
        </ul>
      </nav>
    </header>
  );
}
