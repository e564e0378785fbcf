import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * After a client-side navigation, focus moves to the new page's h1 so screen-reader and
 * keyboard users start at the top of the new content. The first load keeps the browser's focus.
 */
export function useFocusHeadingOnNavigate(mainId: string) {
  const router = useRouter();
  useEffect(() => {
    return router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || event.fromLocation.pathname === event.toLocation.pathname) return;
      requestAnimationFrame(() => {
        const main = document.getElementById(mainId);
        const heading = main?.querySelector<HTMLElement>('h1') ?? main;
        if (!heading) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      });
    });
  }, [router, mainId]);
}
