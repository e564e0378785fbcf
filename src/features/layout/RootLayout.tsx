import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/api/useCurrentUser';
import { SignInAgain } from '@/features/auth';
import { container } from '@/styles/utilities.css';
import { Header } from './Header';
import * as styles from './Layout.css';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';

const MAIN_ID = 'main-content';

// Below the fold on every page: it loads after the first paint.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

// Seen only when the session check fails: it loads then.
const SessionCheckNotice = lazy(() =>
  import('./SessionCheckNotice').then((module) => ({ default: module.SessionCheckNotice })),
);

function SessionCheck() {
  const { sessionCheckFailed, retrySessionCheck } = useCurrentUser();
  return sessionCheckFailed ? (
    <Suspense fallback={null}>
      <SessionCheckNotice onRetry={retrySessionCheck} />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  useFocusHeadingOnNavigate(MAIN_ID);
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <SessionCheck />
      <main id={MAIN_ID} tabIndex={-1} className={`${container} ${styles.main}`}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <SignInAgain />
    </>
  );
}
