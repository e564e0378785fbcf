import { Match, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/api/useCurrentUser';
import { SignInAgain } from '@/features/auth';
import { container } from '@/styles/utilities.css';
import { Header } from './Header';
// The footer's build-time HTML is styled before its code arrives.
import './Footer.css';
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

/**
 * The page, as `<Outlet />` renders it but for the Suspense boundary the root outlet adds: the
 * build-time HTML of a page then hydrates in one pass with the layout around it, so data held
 * until hydration (`src/main.tsx`) can't reach a page still waiting to hydrate. A page still
 * loading its code keeps the previous one on screen (navigations are transitions).
 */
function Page() {
  const pageRouteId = useRouterState({ select: (state) => state.matches[1]?.routeId });
  return pageRouteId ? <Match routeId={pageRouteId} /> : null;
}

export function RootLayout() {
  useFocusHeadingOnNavigate(MAIN_ID);
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <>
      {navigating ? (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      ) : null}
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <SessionCheck />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`${container} ${styles.main}`}
        aria-busy={navigating || undefined}
      >
        <Page />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <SignInAgain />
    </>
  );
}
