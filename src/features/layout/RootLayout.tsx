import { Outlet } from '@tanstack/react-router';
import { container } from '@/styles/utilities.css';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';

const MAIN_ID = 'main-content';

export function RootLayout() {
  useFocusHeadingOnNavigate(MAIN_ID);
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={`${container} ${styles.main}`}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
