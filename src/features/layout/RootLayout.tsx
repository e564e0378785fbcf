import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { container } from '@/styles/utilities.css';
import { Header } from './Header';
import * as styles from './Layout.css';
import { SessionCheckNotice } from './SessionCheckNotice';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';

const MAIN_ID = 'main-content';

// Below the fold on every page: it loads after the first paint.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

export function RootLayout() {
  useFocusHeadingOnNavigate(MAIN_ID);
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <SessionCheckNotice />
      <main id={MAIN_ID} tabIndex={-1} className={`${container} ${styles.main}`}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
